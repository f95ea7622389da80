# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y = x.narrow(1, start, length).contiguous(), x [outer, n, inner], fp16); not model output.
import triton
import triton.language as tl


@triton.jit
def _narrow(x_ptr, y_ptr, total, n, inner, start, run, BLOCK: tl.constexpr):
    # One lane per output element; each outer slice is one contiguous run of length * inner
    # elements in both tensors, starting start * inner elements into the input's slice.
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < total
    o = offs // run
    src = o * n * inner + start * inner + (offs - o * run)
    tl.store(y_ptr + offs, tl.load(x_ptr + src, mask=mask), mask=mask)


def narrow_f16(x, y, outer, n, inner, length, start):
    run = length * inner
    total = outer * run
    if total == 0:
        return
    BLOCK = 16384
    _narrow[(triton.cdiv(total, BLOCK),)](x, y, total, n, inner, start, run, BLOCK=BLOCK, num_warps=8)
