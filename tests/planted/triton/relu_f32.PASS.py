# KernelMark planted kernel: the example relu_f32 (written by the KernelMark authors from
# the semantics), which must PASS on this platform.
import torch
import triton
import triton.language as tl


@triton.jit
def _relu(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    # x > 0 keeps x, NaN (x > 0 false) must stay NaN: where(x < 0, 0, x) does both.
    tl.store(y_ptr + offs, tl.where(x < 0, 0.0, x), mask=mask)


def relu_f32(x, y, n):
    if n == 0:
        return
    BLOCK = 4096
    _relu[(triton.cdiv(n, BLOCK),)](x, y, n, BLOCK=BLOCK)
