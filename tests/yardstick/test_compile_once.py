# SPDX-License-Identifier: Apache-2.0
"""Self-test: torch.compile, as the yardstick runs it (km_torch_yardstick.Yardstick, dynamic=False),
compiles a semantics once per shape, not once per call.

Each correctness case binds new tensors. A semantics that keys anything on a tensor's identity
(`id(t)`, `t.data_ptr()`) makes dynamo guard on that object, so every bind compiles the network
again: swin_transformer_v2_f32 took 92-117 s a case on the H100, the same shape with another seed
included, and no 600-s call could judge it (session 42). Two checks, each shown to catch a planted
semantics first, so that neither can pass vacuously:

- static, on every spec: no call of id(), hash(), .data_ptr() or .untyped_storage() in its
  semantics (the error names the file, the field and the line);
- dynamic, on the networks that read their weights through `take` (the pattern that used id()) and
  on relu: a second call with new tensors of the same shape compiles no new graph (backend "eager":
  dynamo's guards decide recompiles, not inductor).

  python test_compile_once.py <platforms/triton> <operators>
"""
import ast
import glob
import json
import math
import os
import sys

IDENTITY_CALLS = {"id", "hash"}
IDENTITY_METHODS = {"data_ptr", "untyped_storage"}
DYNAMIC = ("model/mobilenet_v2", "model/swin_mlp", "model/swin_transformer_v2", "activation/relu")


def identity_uses(source):
    """[(line, text)] of the calls in a semantics that read an object's identity."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        if (isinstance(f, ast.Name) and f.id in IDENTITY_CALLS) or \
                (isinstance(f, ast.Attribute) and f.attr in IDENTITY_METHODS):
            found.append((node.lineno, ast.get_source_segment(source, node)))
    return found


def inputs_for(torch, spec, sizes, seed):
    """Names and values as the harness binds them: inputs, sizes, params, then the outputs."""
    env = dict(sizes, min=min, max=max, abs=abs, **{k: getattr(math, k) for k in ("sqrt", "ceil", "floor", "log2")})
    shape = lambda t: [int(eval(str(e), {"__builtins__": {}}, env)) for e in t["shape"]]
    g = torch.Generator().manual_seed(seed)
    names, values = [], []
    for t in spec["inputs"]:
        names.append(t["name"])
        values.append(torch.rand(shape(t), generator=g) * 0.5 + 0.25)
    for n in spec.get("sizes", []):
        names.append(n)
        values.append(sizes[n])
    for p in spec.get("params", []):
        names.append(p["name"])
        values.append(p["value"])
    for t in spec["outputs"]:
        names.append(t["name"])
        values.append(torch.full(shape(t), float("nan")))
    return names, values


def graphs_per_call(torch, ymod, spec):
    """Graphs dynamo compiled at each of two calls with new tensors of the spec's first shape."""
    graphs = []
    count = lambda gm, example_inputs: graphs.append(gm) or gm.forward
    compile_ = torch.compile
    torch.compile = lambda fn, **kw: compile_(fn, backend=count, **kw)
    try:
        import torch._dynamo
        torch._dynamo.reset()
        y = ymod.Yardstick(torch, spec, "compile")
    finally:
        torch.compile = compile_
    sizes = spec["shapes"]["small"][0]
    per_call = []
    for seed in (1, 2):
        names, values = inputs_for(torch, spec, sizes, seed)
        before = len(graphs)
        y.bind(names, values)(*values)
        per_call.append(len(graphs) - before)
    return per_call


PLANTED = ("o = {}\ndef take(t, n):\n    k = id(t); v = t[o.get(k, 0):o.get(k, 0) + n]; o[k] = o.get(k, 0) + n\n"
           "    return v\ny = torch.relu(take(x, n))")


def main(platform_dir, operators):
    sys.path.insert(0, os.path.join(platform_dir, "runtime"))
    import torch
    import km_torch_yardstick as ymod

    relu = ymod.load_spec(os.path.join(operators, "activation", "relu.json"))
    planted = dict(relu, name="relu_by_id", semantics=PLANTED)
    # The planted twin first: each check must catch it, or its silence below means nothing.
    assert identity_uses(planted["semantics"]), "the static check missed the planted id()"
    per_call = graphs_per_call(torch, ymod, planted)
    assert per_call[0] > 0 and per_call[1] > 0, "the dynamic check missed the planted recompile: %s" % per_call
    print("planted id() semantics: static check flags it; graphs per call %s" % per_call)

    failures = []
    paths = sorted(glob.glob(os.path.join(operators, "*", "*.json")))
    for path in paths:
        spec = json.load(open(path, encoding="utf-8"))
        if "semantics" not in spec:
            continue
        for line, text in identity_uses(spec["semantics"]):
            failures.append("%s: field 'semantics' line %d: %s reads an object's identity; torch.compile "
                            "guards on it and compiles again for every new tensor" % (path, line, text))
    print("static: %d specs scanned" % len(paths))
    for name in DYNAMIC:
        path = os.path.join(operators, name + ".json")
        per_call = graphs_per_call(torch, ymod, ymod.load_spec(path))
        print("%s: graphs per call %s" % (name, per_call))
        if per_call[0] == 0 or per_call[1] != 0:
            failures.append("%s: field 'semantics': graphs compiled at two calls of one shape %s (expected "
                            "[at least 1, 0]): torch.compile would compile it again for every case" % (path, per_call))
    for f in failures:
        print("FAIL: " + f)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
