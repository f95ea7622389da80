# KernelMark planted kernel (test input, not a sample): an honest cat that then zeroes the list's
# last item, an input. The Python host hands a list tensor's items as torch tensors over their own
# buffers (session 26); the harness must still see a write into one of them.
# km-reason: xs[
# km-correct-args: --sets small
import triton
import triton.language as tl


@triton.jit
def _place(x_ptr, y_ptr, rows, cols, y_cols, col0, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < rows * cols
    r = offs // cols
    tl.store(y_ptr + r * y_cols + col0 + offs - r * cols, tl.load(x_ptr + offs, mask=mask), mask=mask)


@triton.jit
def _zero(x_ptr, size, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.zeros((BLOCK,), tl.float32), mask=offs < size)


def cat_f32(xs, y, outer, count, n, step, inner):
    y_cols = (count * n + step * count * (count - 1) // 2) * inner
    col0 = 0
    for i in range(count):
        cols = (n + i * step) * inner
        _place[(triton.cdiv(outer * cols, 1024),)](xs[i], y, outer, cols, y_cols, col0, BLOCK=1024)
        col0 += cols
    last = outer * (n + (count - 1) * step) * inner
    _zero[(triton.cdiv(last, 1024),)](xs[count - 1], last, BLOCK=1024)
