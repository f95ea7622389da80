#!/usr/bin/env python3
"""Outside the harness: where is torch's CPU bf16 convolution wrong? (issue #12, session 28)

On the 2-core box (an Intel Xeon with AMX-BF16, torch 2.15) torch.compile failed one drawn case of
conv2d_dw_sq_in_rect_k_bf16 (n=2,c=1,h=13,w=7,kh=2,kw=3,sh=3,sw=3,ph=1,pw=0,dh=2,dw=2): 8 of its 10
outputs wrong, six of them 1.28e15 (never written). Eager F.conv2d gives wrong values on the same
shape, so it is aten's oneDNN path, not inductor. This draws random small convolutions (conv2d,
and conv_transpose2d with a bias) from ranges like the catalogue's and compares torch's bf16
result with the same bf16 operands in float64, with oneDNN on and off; then prints what the
wrong ones share.

  python3 benchmarks/cpu_bf16_conv_probe.py [--draws 3000] [--seed 1]
"""
import argparse
import collections
import random
import sys

import torch
import torch.nn.functional as F


def conv2d_case(rng):
    d = dict(n=rng.randint(1, 2), ci=rng.randint(1, 4), co=rng.randint(1, 4), h=rng.randint(1, 16),
             w=rng.randint(1, 16), kh=rng.randint(1, 3), kw=rng.randint(1, 3), sh=rng.randint(1, 3),
             sw=rng.randint(1, 3), ph=rng.randint(0, 1), pw=rng.randint(0, 1), dh=rng.randint(1, 2),
             dw=rng.randint(1, 2), depthwise=rng.random() < 0.5)
    if d["depthwise"]:
        d["co"] = d["ci"]
    if d["h"] + 2 * d["ph"] < d["dh"] * (d["kh"] - 1) + 1 or \
       d["w"] + 2 * d["pw"] < d["dw"] * (d["kw"] - 1) + 1:
        return None
    x = torch.randn(d["n"], d["ci"], d["h"], d["w"])
    w = torch.randn(d["co"], 1 if d["depthwise"] else d["ci"], d["kh"], d["kw"])
    kw = dict(stride=(d["sh"], d["sw"]), padding=(d["ph"], d["pw"]), dilation=(d["dh"], d["dw"]),
              groups=d["ci"] if d["depthwise"] else 1)
    return d, lambda t: F.conv2d(t(x), t(w), **kw)


def conv_transpose2d_case(rng):
    d = dict(n=rng.randint(1, 2), ci=rng.randint(1, 4), co=rng.randint(1, 5), h=rng.randint(1, 8),
             w=rng.randint(1, 8), k=rng.randint(1, 4), s=rng.randint(1, 3), p=rng.randint(0, 1),
             op=rng.randint(0, 2), dil=rng.randint(1, 2))
    if d["op"] >= max(d["s"], d["dil"]) or d["p"] > d["dil"] * (d["k"] - 1):
        return None
    for side in (d["h"], d["w"]):
        if (side - 1) * d["s"] - 2 * d["p"] + d["dil"] * (d["k"] - 1) + d["op"] + 1 < 1:
            return None
    x = torch.randn(d["n"], d["ci"], d["h"], d["w"])
    w, b = torch.randn(d["ci"], d["co"], d["k"], d["k"]), torch.randn(d["co"])
    kw = dict(stride=d["s"], padding=d["p"], output_padding=d["op"], dilation=d["dil"])
    return d, lambda t: F.conv_transpose2d(t(x), t(w), t(b), **kw)


def survey(name, make, draws, rng, traits):
    tried, bad, bad_off = 0, [], 0
    for _ in range(draws):
        case = make(rng)
        if case is None:
            continue
        d, f = case
        tried += 1
        ref = f(lambda t: t.bfloat16().double())
        # Each output's terms in absolute value (|x|, |w|, |b|): a bf16 path may round its partial
        # sums (the native transposed convolution does), so the bound is 2^-5 of their size, a
        # few dozen terms' rounding; a missing bias or a term never added exceeds it.
        size = f(lambda t: t.bfloat16().double().abs())
        for onednn in (True, False):
            with torch.backends.mkldnn.flags(enabled=onednn):
                y = f(lambda t: t.bfloat16()).double()
            if not bool(((y - ref).abs() <= 2 ** -5 * size + 1e-3).all()):
                if onednn:
                    bad.append(dict(d, ho=y.shape[2], wo=y.shape[3]))
                else:
                    bad_off += 1
    print("%s: %d shapes, %d wrong with oneDNN, %d without" % (name, tried, len(bad), bad_off))
    for what, test in traits:
        print("  wrong ones %s: %d" % (what, sum(bool(test(b)) for b in bad)))
    for key in ("wo", "sw", "s", "k", "op", "depthwise"):
        if bad and key in bad[0]:
            print("  by %s: %s" % (key, dict(sorted(collections.Counter(b[key] for b in bad).items()))))
    return len(bad)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--draws", type=int, default=3000)
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args()
    rng = random.Random(a.seed)
    torch.manual_seed(a.seed)
    print("torch %s, oneDNN on the CPU: %s" % (torch.__version__, torch.backends.mkldnn.is_available()))
    survey("conv2d", conv2d_case, a.draws, rng,
           [("with an output width of 1 and a width stride > 1", lambda b: b["wo"] == 1 and b["sw"] > 1)])
    survey("conv_transpose2d with a bias", conv_transpose2d_case, a.draws, rng,
           [("with output padding", lambda b: b["op"] > 0),
            ("with a stride above the kernel (outputs no tap reaches)", lambda b: b["s"] > b["k"]),
            ("with neither", lambda b: b["op"] == 0 and b["s"] <= b["k"])])
    return 0


if __name__ == "__main__":
    sys.exit(main())
