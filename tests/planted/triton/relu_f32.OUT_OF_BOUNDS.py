# KernelMark planted kernel (test input, not a sample): stores a whole block without a mask: past the end of y when n is not a
# multiple of 1024.
# Every failing case restarts the worker (about 10 s of torch import each): small shapes only.
# km-correct-args: --timeout 3 --sets small
import triton
import triton.language as tl


@triton.jit
def _relu(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0))


def relu_f32(x, y, n):
    _relu[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
