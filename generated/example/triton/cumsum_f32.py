# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y = torch.cumsum(x, dim=-1)); not model output.
import triton
import triton.language as tl


@triton.jit
def _cumsum(x_ptr, y_ptr, rows, cols, R: tl.constexpr, BLOCK: tl.constexpr):
    # R rows per program, their columns in blocks of BLOCK, left to right: a scan inside the
    # block plus the running total of the blocks before it (carried in order, in fp32). The carry
    # is the scan's last valid column: `carry += tl.sum(x, axis=1)` made Triton 3.6 assert in
    # its OptimizeThreadLocality pass on the H200 for every tile tried, [1, 4096] included
    # (benchmarks/results/h200/2026-12-02-session7). R rows a program keep the interpreter's cost
    # down: one row a program took 9 s for 1500 rows of 5 in CI's interpreter, this form 0.05 s.
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
    _cumsum[(triton.cdiv(rows, R),)](x, y, rows, cols, R=R, BLOCK=BLOCK,
                                     num_warps=4 if R * BLOCK <= 1024 else 8)
