# KernelMark planted kernel (test input, not a sample): a softmax whose row max and sum see only the first 1024 columns.
# km-correct-args: --timeout 10 --sets heldout
import triton
import triton.language as tl


@triton.jit
def _softmax(x_ptr, y_ptr, cols, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * cols + offs, mask=offs < cols, other=float("-inf"))
    m = tl.max(x, axis=0)
    s = tl.sum(tl.where(offs < cols, tl.exp(x - m), 0.0), axis=0)
    for start in range(0, cols, BLOCK):
        o = start + offs
        v = tl.load(x_ptr + row * cols + o, mask=o < cols)
        tl.store(y_ptr + row * cols + o, tl.exp(v - m) / s, mask=o < cols)


def softmax_f32(x, y, rows, cols):
    _softmax[(rows,)](x, y, cols, BLOCK=1024)
