#!/usr/bin/env python3
"""Outside the harness: does torch.compile's top_k_top_p (the spec's semantics) in bf16 equal torch eager's, and
how far do both fall from the same semantics computed in fp32 on the same bf16 inputs? Session 37 (2-core Intel
Xeon, torch 2.15, CPU): over 10 draws of 200 x 512 logits, compiled == eager everywhere, and both differ from the
fp32 answer in 274 elements: the softmax and its running sum in bf16 move the top-p cut.
  python3 benchmarks/top_k_top_p_compile_probe.py [--draws N] [--device cpu|cuda]"""
import argparse
import math

import torch


def semantics(logits, p, k):  # operators/sort_select/top_k_top_p.json's semantics, as the yardsticks run it
    vocab = logits.shape[1]
    xs, idx = logits.sort(dim=-1, descending=False, stable=True)
    kth = xs.gather(1, (vocab - k.long()).unsqueeze(1))
    xs = xs.masked_fill(xs < kth, -math.inf)
    cs = xs.softmax(dim=-1).cumsum(dim=-1)
    mask = cs <= 1 - p.unsqueeze(1)
    mask[:, -1] = False
    xs = xs.masked_fill(mask, -math.inf)
    return torch.empty_like(xs).scatter_(1, idx, xs)


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
    print("%d draws of 200 x 512 bf16 logits, elements that differ: %s" % (a.draws, off))


if __name__ == "__main__":
    main()
