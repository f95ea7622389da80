#!/usr/bin/env python3
"""Does torch's CPU half interpolation round an intermediate? (the cpu: resize departures of torch eager)

For each mode and shape: torch's fp16/bf16 result against the fp32 computation on the same inputs
rounded once, and that rounding against float64's. On the 2-core box, torch 2.15.0 (2026-12-05):
trilinear 2x3x10x12x14 to 21x7x30 14299 of 26460 fp16 elements differ (fp32 vs float64: 98),
bicubic 2x3x30x40 to 50x61 7247 of 18300 (191), bilinear 2x5x64x64 to 100x82 38976 of 82000 (1355),
up to 0.00195 abs in fp16 and 0.0156 in bf16 at inputs of order 1.

  python3 benchmarks/cpu_half_interp_probe.py
"""
import torch
torch.manual_seed(0)
def check(mode, shape, size, ac):
    for dt in (torch.float16, torch.bfloat16):
        x = torch.randn(*shape).to(dt)
        kw = dict(size=size, mode=mode) if mode in ("nearest", "area") else dict(size=size, mode=mode, align_corners=ac)
        got = torch.nn.functional.interpolate(x, **kw)
        f32 = torch.nn.functional.interpolate(x.float(), **kw).to(dt)
        f64 = torch.nn.functional.interpolate(x.double(), **kw).to(dt)
        d = (got.float() - f32.float()).abs()
        print(mode, shape, size, ac, dt, "n", got.numel(), "!=f32:", int((got != f32).sum()), "f32!=f64:", int((f32 != f64).sum()), "max|got-f32| %.3g" % float(d.max()))
check("trilinear", (2, 3, 10, 12, 14), (21, 7, 30), True)
check("trilinear", (1, 2, 5, 6, 7), (9, 4, 11), True)
check("bicubic", (2, 3, 30, 40), (50, 61), True)
check("bilinear", (2, 5, 64, 64), (100, 82), False)
