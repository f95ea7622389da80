# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y = torch.relu(x), fp16); not model output.
import triton
import triton.language as tl


@triton.jit
def _relu(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    # max(x, 0) is exact in fp16: no widening needed. where(x < 0, 0, x) keeps NaN (x < 0 is
    # false for NaN) and leaves -0 as -0, which the tolerance accepts as a zero of either sign.
    tl.store(y_ptr + offs, tl.where(x < 0, tl.zeros_like(x), x), mask=mask)


def relu_f16(x, y, n):
    if n == 0:
        return
    BLOCK = 16384
    _relu[(triton.cdiv(n, BLOCK),)](x, y, n, BLOCK=BLOCK, num_warps=8)
