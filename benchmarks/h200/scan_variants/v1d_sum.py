# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y = torch.cumsum(x, dim=-1)); not model output.
import triton
import triton.language as tl


@triton.jit
def _cumsum(x_ptr, y_ptr, cols, BLOCK: tl.constexpr):
    # One row per program, its columns in blocks of BLOCK, left to right: a 1-D scan inside the
    # block plus the running total of the blocks before it (carried in order, in fp32).
    # A 2-D [8, 1024] tile scanned along axis 1 failed Triton 3.6's GPU lowering on the H200
    # ("PassManager::run failed"); the 1-D scan is the form its own tests exercise.
    base = tl.program_id(0).to(tl.int64) * cols
    carry = tl.zeros([1], tl.float32)
    for start in range(0, cols, BLOCK):
        c = start + tl.arange(0, BLOCK)
        mask = c < cols
        x = tl.load(x_ptr + base + c, mask=mask, other=0.0)
        y = tl.cumsum(x, axis=0) + carry
        tl.store(y_ptr + base + c, y, mask=mask)
        carry += tl.sum(x, axis=0)


def cumsum_f32(x, y, rows, cols):
    if rows == 0 or cols == 0:
        return
    BLOCK = min(4096, triton.next_power_of_2(cols))
    _cumsum[(rows,)](x, y, cols, BLOCK=BLOCK, num_warps=4 if BLOCK <= 1024 else 8)
