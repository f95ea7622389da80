#!/usr/bin/env python3
"""Does torch's CPU half interpolation round an intermediate? (the cpu: resize departures of torch eager)

For each mode and shape: torch's fp16/bf16 result against the fp32 computation on the same inputs
rounded once, and that rounding against float64's. On the 2-core box, torch 2.15.0 (2026-12-05):
trilinear 2x3x10x12x14 to 21x7x30 14299 of 26460 fp16 elements differ (fp32 vs float64: 98),
bicubic 2x3x30x40 to 50x61 7247 of 18300 (191), bilinear 2x5x64x64 to 100x82 38976 of 82000 (1355),
up to 0.00195 abs in fp16 and 0.0156 in bf16 at inputs of order 1. The same for instance_norm
(fp16: 930 of 3096 at 4x6x129, 1076 of 1542 at 2x3x257 offset by 3; fp32 vs float64: 0 and 0) and
grid_sample (fp16: 159 of 210, up to 0.0156 abs; fp32 vs float64: 0).

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
for dt in (torch.float16, torch.bfloat16):
    for shape, off in (((4, 6, 129), 0.0), ((3, 5, 1000), 0.0), ((2, 3, 257), 3.0)):
        x = (torch.randn(*shape) + off).to(dt)
        got = torch.nn.functional.instance_norm(x, eps=1e-5)
        f32 = torch.nn.functional.instance_norm(x.float(), eps=1e-5).to(dt)
        f64 = torch.nn.functional.instance_norm(x.double(), eps=1e-5).to(dt)
        d = (got.float() - f64.float()).abs()
        print("instance_norm", dt, shape, "offset", off, "n", got.numel(), "!=f32:", int((got != f32).sum()), "f32!=f64:", int((f32 != f64).sum()), "got!=f64:", int((got != f64).sum()), "max|got-f64| %.3g" % float(d.max()))
    x = torch.randn(2, 3, 9, 11).to(dt); g = (torch.rand(2, 7, 5, 2) * 2.4 - 1.2).to(dt)
    got = torch.nn.functional.grid_sample(x, g, mode="bilinear", padding_mode="zeros", align_corners=False)
    f32 = torch.nn.functional.grid_sample(x.float(), g.float(), mode="bilinear", padding_mode="zeros", align_corners=False).to(dt)
    f64 = torch.nn.functional.grid_sample(x.double(), g.double(), mode="bilinear", padding_mode="zeros", align_corners=False).to(dt)
    d = (got.float() - f32.float()).abs()
    print("grid_sample", dt, "n", got.numel(), "!=f32:", int((got != f32).sum()), "f32!=f64:", int((f32 != f64).sum()), "max|got-f32| %.3g" % float(d.max()))
