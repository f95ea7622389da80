# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (z = torch.add(x, y, alpha=alpha)); not model output.
import triton
import triton.language as tl


@triton.jit
def _add(x_ptr, y_ptr, z_ptr, n, alpha, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    # alpha arrives as an fp32 scalar (Triton's type for a Python float): rounded to the
    # tensor's dtype first, as PyTorch does, then x + alpha * y.
    tl.store(z_ptr + offs, x + alpha * y, mask=mask)


def add_f32(x, y, z, n, alpha):
    if n == 0:
        return
    BLOCK = 4096
    _add[(triton.cdiv(n, BLOCK),)](x, y, z, n, alpha, BLOCK=BLOCK)
