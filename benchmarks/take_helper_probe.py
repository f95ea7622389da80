#!/usr/bin/env python3
"""The weight-pack helper `take` of mobilenet_v2, swin_mlp and swin_transformer_v2, before (5ef7292: offsets in
a dict keyed by id(t)) and after (b71c714: found with `is` in a list): the same outputs, and how many graphs
torch.compile builds over 6 calls (2 small shapes x 3 seeds, new tensors each call), through the yardstick's own
evaluator (platforms/triton/runtime/km_torch_yardstick.py).

  python3 benchmarks/take_helper_probe.py eager            # both semantics eagerly: bit-identical outputs?
  python3 benchmarks/take_helper_probe.py compile eager    # dynamo with backend "eager": graphs built
  python3 benchmarks/take_helper_probe.py compile inductor # the yardstick's backend (minutes on 2 cores)

Run from the checkout's root (it reads the old specs with `git show`). Results:
benchmarks/results/cpu-2core/take_helper_session42_2026-12-07.txt.
"""
import json
import math
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "platforms", "triton", "runtime"))
import torch  # noqa: E402
import torch._dynamo  # noqa: E402
from torch._dynamo.utils import counters  # noqa: E402
import km_torch_yardstick as Y  # noqa: E402

BEFORE = "5ef7292"


def shape_of(exprs, sizes):
    env = dict(sizes, sqrt=math.sqrt, min=min, max=max)
    return [int(eval(str(e), {"__builtins__": {}}, env)) for e in exprs]


def run(spec, mode, backend):
    """The outputs of 6 calls and the graphs dynamo built for them."""
    torch._dynamo.reset()
    counters.clear()
    compile_ = torch.compile
    torch.compile = lambda f, **kw: compile_(f, backend=backend, **kw)
    try:
        y = Y.Yardstick(torch, spec, mode)
    finally:
        torch.compile = compile_
    outs = []
    for sizes in spec["shapes"]["small"][:2]:
        for seed in (1, 2, 3):
            g = torch.Generator().manual_seed(seed)
            names, vals = [], []
            for t in spec["inputs"]:
                names.append(t["name"])
                vals.append(torch.rand(shape_of(t["shape"], sizes), generator=g) * 0.5 + 0.25)
            for n in spec.get("sizes", []):
                names.append(n)
                vals.append(sizes[n])
            for p in spec.get("params", []):
                names.append(p["name"])
                vals.append(p["value"])
            for t in spec["outputs"]:
                names.append(t["name"])
                vals.append(torch.full(shape_of(t["shape"], sizes), float("nan")))
            y.bind(names, vals)(*vals)
            outs.append(vals[-1].clone())
    return outs, counters["stats"].get("unique_graphs", 0)


def main(mode, backend):
    for name in ("mobilenet_v2", "swin_mlp", "swin_transformer_v2"):
        path = "operators/model/%s.json" % name
        specs = (("before", json.loads(subprocess.check_output(["git", "show", "%s:%s" % (BEFORE, path)]))),
                 ("after", json.load(open(path))))
        got = {}
        for which, spec in specs:
            t0 = time.time()
            got[which], graphs = run(spec, mode, backend)
            print("%s %s %s %s: graphs %d over 6 calls (2 shapes x 3 seeds), %.1f s" % (
                name, which, mode, backend if mode == "compile" else "", graphs, time.time() - t0), flush=True)
        same = all(torch.equal(a, b) for a, b in zip(got["before"], got["after"]))
        finite = all(bool(torch.isfinite(o).all()) for o in got["after"])
        print("%s: before and after bit-identical: %s; all finite: %s" % (name, same, finite), flush=True)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "eager", sys.argv[2] if len(sys.argv) > 2 else "eager")
