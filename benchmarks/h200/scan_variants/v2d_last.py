# Probe variant (not a sample): 2-D tile, the carry taken from the scan's last valid column
# instead of a loop-carried tl.sum (Triton 3.6's OptimizeThreadLocality asserted on that pattern).
import triton
import triton.language as tl


@triton.jit
def _cumsum(x_ptr, y_ptr, rows, cols, R: tl.constexpr, BLOCK: tl.constexpr):
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
        last = tl.minimum(cols, start + BLOCK) - 1
        carry = tl.sum(tl.where(c[None, :] == last, y, 0.0), axis=1)


def cumsum_f32(x, y, rows, cols):
    if rows == 0 or cols == 0:
        return
    BLOCK = min(4096, triton.next_power_of_2(cols))
    R = min(max(1, 4096 // BLOCK), triton.next_power_of_2(rows))
    _cumsum[(triton.cdiv(rows, R),)](x, y, rows, cols, R=R, BLOCK=BLOCK, num_warps=4 if R * BLOCK <= 1024 else 8)
