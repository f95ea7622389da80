# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y = x.sum(-1)); not model output.
import triton
import triton.language as tl


@triton.jit
def _row_sum(x_ptr, y_ptr, rows, cols, R: tl.constexpr, BLOCK: tl.constexpr):
    # R rows per program (short rows share a tile), BLOCK columns per step.
    r = tl.program_id(0).to(tl.int64) * R + tl.arange(0, R)
    rmask = r < rows
    acc = tl.zeros([R, BLOCK], tl.float32)  # BLOCK partial sums per row, added pairwise at the end
    for start in range(0, cols, BLOCK):
        c = start + tl.arange(0, BLOCK)
        mask = rmask[:, None] & (c[None, :] < cols)
        acc += tl.load(x_ptr + r[:, None] * cols + c[None, :], mask=mask, other=0.0)
    tl.store(y_ptr + r, tl.sum(acc, axis=1), mask=rmask)


def sum_dim_f32(x, y, rows, cols):
    if rows == 0:
        return
    BLOCK = min(4096, triton.next_power_of_2(max(cols, 1)))
    R = min(max(1, 4096 // BLOCK), triton.next_power_of_2(rows))
    _row_sum[(triton.cdiv(rows, R),)](x, y, rows, cols, R=R, BLOCK=BLOCK, num_warps=8)
