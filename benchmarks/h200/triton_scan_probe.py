#!/usr/bin/env python3
"""Which tile shapes of a row-wise tl.cumsum Triton 3.6 lowers on this GPU (session 6: the example
cumsum's [8, 1024] tile, scanned along axis 1, failed with "PassManager::run failed"). For each
(rows per program R, BLOCK, num_warps) it compiles and runs the 2-D kernel on [37, 4099] and
prints ok with the max error against torch, or the exception's first line. The 1-D form (R = 1)
lowers but costs the interpreter 6 ms a program (CI: 203 s for one correctness test).

  python3 benchmarks/h200/triton_scan_probe.py
"""
import torch
import triton
import triton.language as tl


@triton.jit
def _scan2d(x_ptr, y_ptr, rows, cols, R: tl.constexpr, BLOCK: tl.constexpr):
    r = tl.program_id(0).to(tl.int64) * R + tl.arange(0, R)
    rmask = r < rows
    base = r[:, None] * cols
    carry = tl.zeros([R], tl.float32)
    for start in range(0, cols, BLOCK):
        c = start + tl.arange(0, BLOCK)
        mask = rmask[:, None] & (c[None, :] < cols)
        x = tl.load(x_ptr + base + c[None, :], mask=mask, other=0.0)
        y = tl.cumsum(x, axis=1) + carry[:, None]
        tl.store(y_ptr + base + c[None, :], y, mask=mask)
        carry += tl.sum(x, axis=1)


rows, cols = 37, 4099
x = torch.randn(rows, cols, device="cuda")
want = torch.cumsum(x.double(), -1)
for R, BLOCK, warps in [(8, 1024, 8), (8, 1024, 4), (4, 1024, 4), (2, 1024, 4), (8, 512, 4),
                        (8, 256, 4), (16, 256, 4), (4, 2048, 8), (2, 4096, 8), (1, 4096, 8)]:
    y = torch.full_like(x, float("nan"))
    try:
        _scan2d[(triton.cdiv(rows, R),)](x, y, rows, cols, R=R, BLOCK=BLOCK, num_warps=warps)
        torch.cuda.synchronize()
        print(f"R={R} BLOCK={BLOCK} warps={warps}: ok, max error {(y - want).abs().max().item():.3g}")
    except Exception as e:
        print(f"R={R} BLOCK={BLOCK} warps={warps}: {type(e).__name__}: {str(e).splitlines()[0][:200] if str(e) else ''}")
