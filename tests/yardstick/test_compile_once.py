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
- dynamic, on every spec (its first small shape, the first dtype, index tensors within the spec's
  bounds): a second call with new tensors of the same shape compiles no new graph (backend "eager":
  dynamo's guards decide recompiles, not inductor). A semantics dynamo compiles no graph of is
  listed, not failed: the report already marks its timing "dynamo compiled no graph".

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


def int_draw(torch, init, shape, ev, g):
    """An index tensor within the spec's bounds (docs/spec-format.md's int, unique, permutation
    and offsets draws; sentinels left out): the semantics must run, not meet every value."""
    dist, n = init.get("dist", "int"), math.prod(shape)
    if dist == "offsets":
        inner = torch.randint(0, ev(init["hi"]) + 1, (max(n - 2, 0),), generator=g).sort().values
        return torch.cat([torch.zeros(1), inner.float(), torch.full((1,), float(ev(init["hi"])))])[:n].long()
    row = shape[-1] if shape else 1
    rows = n // row if row else 0
    if dist == "permutation":
        return torch.stack([torch.randperm(row, generator=g) for _ in range(rows)]).reshape(shape)
    lo, hi = ev(init.get("lo", 0)), ev(init.get("hi", 1))
    if dist == "unique":
        v = torch.stack([torch.randperm(hi - lo + 1, generator=g)[:row] + lo for _ in range(rows)]) \
            if rows else torch.zeros(0, row, dtype=torch.long)
        if init.get("order"):
            v = v.sort(dim=-1, descending=init["order"] == "descending").values
        return v.reshape(shape)
    return torch.randint(lo, hi + 1, shape, generator=g)


def inputs_for(torch, spec, case, seed):
    """Names and values as the harness binds them: inputs, sizes, params, then the outputs. The
    spec's first dtype; integer tensors drawn within the spec's bounds, floating ones
    uniform in [0.25, 0.75); a list tensor is its items, as the glue passes it."""
    params = {p["name"]: case.get(p["name"], p["value"]) for p in spec.get("params", [])}
    env = dict({k: getattr(math, k) for k in ("sqrt", "ceil", "floor", "log2")}, min=min, max=max, abs=abs)
    env.update(params, **case)
    first = spec["dtypes"][0].split("->")
    types = {"T": first[0], "U": first[-1]}
    g = torch.Generator().manual_seed(seed)

    def tensor(t, item=None):
        e = dict(env, item=item) if item is not None else env
        ev = lambda x: int(eval(str(x), {"__builtins__": {}}, e))
        shape = [ev(x) for x in t["shape"]]
        dtype = getattr(torch, km_py_host.TORCH_DTYPES[types.get(t.get("dtype", "T"), t.get("dtype"))])
        if dtype.is_floating_point or dtype.is_complex:
            return (torch.rand(shape, generator=g) * 0.5 + 0.25).to(dtype)
        return int_draw(torch, t.get("init", {}), shape, ev, g).to(dtype)

    def value(t):
        if t.get("list"):
            return [tensor(t, i) for i in range(int(eval(str(t["list"]), {"__builtins__": {}}, env)))]
        return tensor(t)

    names, values = [], []
    for t in spec["inputs"]:
        names.append(t["name"])
        values.append(value(t))
    for n in spec.get("sizes", []):
        names.append(n)
        values.append(case[n])
    for name, v in params.items():
        names.append(name)
        values.append(v)
    for t in spec["outputs"]:
        names.append(t["name"])
        values.append(value(t))
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
    global km_py_host
    sys.path.insert(0, os.path.join(platform_dir, "runtime"))
    sys.path.insert(0, os.path.join(platform_dir, "..", "python_common", "runtime"))
    import km_py_host  # the glue's dtype names: the same tensors the worker would make
    import logging
    import torch
    import km_torch_yardstick as ymod
    torch._logging.set_logs(dynamo=logging.ERROR)  # graph-break warnings: hundreds of lines, no verdict

    relu = ymod.load_spec(os.path.join(operators, "activation", "relu.json"))
    planted = dict(relu, name="relu_by_id", semantics=PLANTED)
    # The planted twin first: each check must catch it, or its silence below means nothing.
    assert identity_uses(planted["semantics"]), "the static check missed the planted id()"
    per_call = graphs_per_call(torch, ymod, planted)
    assert per_call[0] > 0 and per_call[1] > 0, "the dynamic check missed the planted recompile: %s" % per_call
    print("planted id() semantics: static check flags it; graphs per call %s" % per_call)

    failures, counts = [], {"once": 0, "none": []}
    paths = sorted(glob.glob(os.path.join(operators, "*", "*.json")))
    for path in paths:
        spec = ymod.load_spec(path)
        for line, text in identity_uses(spec["semantics"]):
            failures.append("%s: field 'semantics' line %d: %s reads an object's identity; torch.compile "
                            "guards on it and compiles again for every new tensor" % (path, line, text))
        try:
            per_call = graphs_per_call(torch, ymod, spec)
        except Exception as e:  # the semantics or this test's inputs: either way, not checked
            failures.append("%s: field 'semantics': not checked, the call raised %s: %s" % (
                path, type(e).__name__, " ".join(str(e).split())[:300]))
            continue
        if per_call[1] != 0:
            failures.append("%s: field 'semantics': graphs compiled at two calls of one shape %s (expected "
                            "[at least 1, 0]): torch.compile would compile it again for every case" % (path, per_call))
        elif per_call[0] == 0:  # dynamo skipped the frame: the report says "dynamo compiled no graph"
            counts["none"].append(spec["name"])
        else:
            counts["once"] += 1
    print("%d specs: %d compile once per shape; %d compile no graph (torch.compile runs them eagerly, as "
          "the report says): %s" % (len(paths), counts["once"], len(counts["none"]), " ".join(counts["none"])))
    for f in failures:
        print("FAIL: " + f)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
