# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y = torch.full((n,), value)); not model output. An op without input tensors: the entry point
# gets the output, the size and the param.
import triton
import triton.language as tl


@triton.jit
def _fill(y_ptr, n, value, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    tl.store(y_ptr + offs, tl.full((BLOCK,), value, tl.float32), mask=offs < n)


def fill_f32(y, n, value):
    if n == 0:
        return
    BLOCK = 4096
    _fill[(triton.cdiv(n, BLOCK),)](y, n, value, BLOCK=BLOCK)
