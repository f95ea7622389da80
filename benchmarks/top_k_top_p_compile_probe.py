#!/usr/bin/env python3
"""Outside the harness: does torch.compile's top_k_top_p (the spec's semantics) in bf16 equal torch eager's, and
how far do both fall from the same semantics computed in fp32 on the same bf16 inputs? Session 37 (2-core Intel
Xeon, torch 2.15, CPU): over 10 draws of 200 x 512 logits, compiled == eager everywhere, and both differ from the
fp32 answer in 274 elements: the softmax and its running sum in bf16 move the top-p cut.
  python3 benchmarks/top_k_top_p_compile_probe.py [--draws N] [--device cpu|cuda]
It runs the yardsticks' own code (platforms/triton/runtime/km_torch_yardstick.py) on the spec
operators/sort_select/top_k_top_p.json, modes eager, compile and eager_fp32 (fp32 copies, rounded once), and says
how many graphs dynamo made."""
import argparse
import pathlib
import sys

import torch

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "platforms/triton/runtime"))
import km_torch_yardstick as ymod  # noqa: E402

ROWS, VOCAB = 200, 512


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--draws", type=int, default=10)
    ap.add_argument("--device", default="cpu")
    a = ap.parse_args()
    spec = ymod.load_spec(ROOT / "operators/sort_select/top_k_top_p.json")
    names = ["logits", "p", "k", "y", "rows", "vocab"]
    ys = {mode: ymod.Yardstick(torch, spec, mode) for mode in ("eager", "compile", "eager_fp32")}
    torch.manual_seed(0)
    off = {"eager vs fp32": 0, "compiled vs fp32": 0, "compiled vs eager": 0}
    for _ in range(a.draws):
        logits = (torch.randn(ROWS, VOCAB, device=a.device) * 2).bfloat16()
        p = (torch.rand(ROWS, device=a.device) * 0.5 + 0.5).bfloat16()
        k = torch.randint(1, VOCAB + 1, (ROWS,), dtype=torch.int32, device=a.device)
        y = {}
        for mode, yardstick in ys.items():
            y[mode] = torch.empty_like(logits)
            args = [logits, p, k, y[mode], ROWS, VOCAB]
            yardstick.bind(names, args)(*args)
        off["eager vs fp32"] += (y["eager"] != y["eager_fp32"]).sum().item()
        off["compiled vs fp32"] += (y["compile"] != y["eager_fp32"]).sum().item()
        off["compiled vs eager"] += (y["compile"] != y["eager"]).sum().item()
    stats = torch._dynamo.utils.counters["stats"]
    print("%d draws of %d x %d bf16 logits, elements that differ: %s; dynamo graphs %d, graph breaks %d" % (
        a.draws, ROWS, VOCAB, off, stats["unique_graphs"], sum(torch._dynamo.utils.counters["graph_break"].values())))
    if stats["unique_graphs"] == 0:
        raise SystemExit("dynamo compiled no graph: torch.compile ran eager, the comparison says nothing")


if __name__ == "__main__":
    main()
