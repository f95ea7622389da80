# KernelMark planted kernel (test input, not a sample): x += alpha * y in place on the torch tensor
# the harness passes for the inout x (it holds x's initial values on entry).
import triton
import triton.language as tl


@triton.jit
def _add_(y_ptr, x_ptr, n, alpha, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(x_ptr + offs, x + alpha * y, mask=mask)


def add_inplace_f32(y, x, n, alpha):
    _add_[(triton.cdiv(n, 1024),)](y, x, n, alpha, BLOCK=1024)
