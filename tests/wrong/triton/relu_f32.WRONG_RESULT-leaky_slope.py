# KernelMark planted kernel (test input, not a sample): a leaky relu (0.01 x below zero) where relu was asked.
import triton
import triton.language as tl


@triton.jit
def _relu(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(y_ptr + offs, tl.where(x < 0, 0.01 * x, x), mask=mask)


def relu_f32(x, y, n):
    _relu[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
