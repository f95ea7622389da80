# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y = x.sum(-1)); not model output.
import triton
import triton.language as tl


@triton.jit
def _row_sum(x_ptr, y_ptr, cols, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    acc = tl.zeros([BLOCK], tl.float32)  # BLOCK partial sums, added pairwise at the end
    for start in range(0, cols, BLOCK):
        offs = start + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + row * cols + offs, mask=offs < cols, other=0.0)
    tl.store(y_ptr + row, tl.sum(acc, axis=0))


def sum_dim_f32(x, y, rows, cols):
    if rows == 0:
        return
    BLOCK = min(1024, triton.next_power_of_2(max(cols, 1)))
    _row_sum[(rows,)](x, y, cols, BLOCK=BLOCK)
