# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (torch.native_dropout(x, p, True): mask = rand >= p, y = x * mask / (1 - p), under the seed
# contract); not model output.
import triton
import triton.language as tl


@triton.jit
def _dropout(x_ptr, y_ptr, m_ptr, n, p, scale, seed, offset, BLOCK: tl.constexpr):
    # Element i keeps its value where u = tl.rand(seed, offset + i) >= p: Triton's Philox
    # counter generator keyed by the seed, counter = the element's 64-bit flat position. So
    # the draw depends on (seed, offset, position) only (the same on every call and grid),
    # another seed gives an independent stream, and neighbours are independent counters.
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    keep = tl.rand(seed, offset + offs) >= p
    tl.store(y_ptr + offs, tl.where(keep, x * scale, 0.0), mask=mask)
    tl.store(m_ptr + offs, keep, mask=mask)


def dropout_f32(x, y, mask, rows, d, p, seed, offset):
    n = rows * d
    if n == 0:
        return
    BLOCK = 16384
    # 1 / (1 - p) once on the host (a Python float, fp32 in the kernel): y = x * scale rounds
    # once, as the tolerance's "x times 1 / (1 - p) in fp32".
    _dropout[(triton.cdiv(n, BLOCK),)](x, y, mask, n, p, 1.0 / (1.0 - p), seed, offset,
                                       BLOCK=BLOCK, num_warps=8)
