#!/usr/bin/env python3
"""Outside the harness: does torch.compile's top_k_top_p (the spec's semantics) in bf16 equal torch eager's, and
how far do both fall from the same semantics computed in fp32 on the same bf16 inputs? Session 37 (2-core Intel
Xeon, torch 2.15, CPU): over 10 draws of 200 x 512 logits, compiled == eager everywhere, and both differ from the
fp32 answer in 274 elements: the softmax and its running sum in bf16 move the top-p cut.
  python3 benchmarks/top_k_top_p_compile_probe.py [--draws N] [--device cpu|cuda]
It runs the semantics text of operators/sort_select/top_k_top_p.json, and says how many graphs dynamo made."""
import argparse
import json
import math
import pathlib

import torch


SPEC = pathlib.Path(__file__).resolve().parents[1] / "operators/sort_select/top_k_top_p.json"


def spec_function():
    """The spec's own semantics text as a function, defined once so that dynamo traces its body (an exec
    inside the compiled function would break the graph and leave torch.compile running eager)."""
    body = json.loads(SPEC.read_text())["semantics"]
    src = "def semantics(logits, p, k):\n    vocab = logits.shape[1]\n%s\n    return y\n" % "\n".join(
        "    " + line for line in body.splitlines())
    env = {"torch": torch, "math": math}
    exec(compile(src, str(SPEC), "exec"), env)
    return env["semantics"]


semantics = spec_function()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--draws", type=int, default=10)
    ap.add_argument("--device", default="cpu")
    a = ap.parse_args()
    torch.manual_seed(0)
    compiled = torch.compile(semantics, dynamic=False)
    off = {"eager vs fp32": 0, "compiled vs fp32": 0, "compiled vs eager": 0}
    for _ in range(a.draws):
        logits = (torch.randn(200, 512, device=a.device) * 2).bfloat16()
        p = (torch.rand(200, device=a.device) * 0.5 + 0.5).bfloat16()
        k = torch.randint(1, 513, (200,), dtype=torch.int32, device=a.device)
        ref = semantics(logits.float(), p.float(), k).bfloat16()
        e, c = semantics(logits, p, k), compiled(logits, p, k)
        off["eager vs fp32"] += (e != ref).sum().item()
        off["compiled vs fp32"] += (c != ref).sum().item()
        off["compiled vs eager"] += (c != e).sum().item()
    stats = torch._dynamo.utils.counters["stats"]
    print("%d draws of 200 x 512 bf16 logits, elements that differ: %s; dynamo graphs %d, graph breaks %d" % (
        a.draws, off, stats["unique_graphs"], sum(torch._dynamo.utils.counters["graph_break"].values())))
    if stats["unique_graphs"] == 0:
        raise SystemExit("dynamo compiled no graph: torch.compile ran eager, the comparison says nothing")


if __name__ == "__main__":
    main()
