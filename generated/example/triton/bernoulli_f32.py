# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y = torch.bernoulli(p), under the seed contract); not model output.
import triton
import triton.language as tl


@triton.jit
def _bernoulli(p_ptr, y_ptr, n, seed, offset, BLOCK: tl.constexpr):
    # Element i draws u = tl.rand(seed, offset + i): Triton's Philox counter generator, keyed
    # by the seed, counter = the element's 64-bit position. So the draw depends on (p, seed,
    # offset) only (the same on every call and launch grid), another seed gives another,
    # independent stream, and neighbours are independent counters. u is uniform in [0, 1):
    # u < p is never true for p = 0 and always for p = 1.
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    p = tl.load(p_ptr + offs, mask=mask, other=0.0)
    u = tl.rand(seed, offset + offs)
    tl.store(y_ptr + offs, tl.where(u < p, 1.0, 0.0), mask=mask)


def bernoulli_f32(p, y, n, seed, offset):
    if n == 0:
        return
    BLOCK = 16384
    _bernoulli[(triton.cdiv(n, BLOCK),)](p, y, n, seed, offset, BLOCK=BLOCK, num_warps=8)
