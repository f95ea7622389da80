# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (v2 = momentum * v + g; p_new = p - lr * v2); not model output.
import triton
import triton.language as tl


@triton.jit
def _sgd_momentum(p_ptr, g_ptr, v_ptr, out_ptr, n, lr, momentum, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    p = tl.load(p_ptr + offs, mask=mask)
    g = tl.load(g_ptr + offs, mask=mask)
    v = tl.load(v_ptr + offs, mask=mask)
    # lr and momentum arrive as fp32 scalars (Triton's float arguments); the update in fp32.
    v2 = momentum * v + g
    tl.store(out_ptr + offs, p - lr * v2, mask=mask)


def sgd_momentum_f32(p, g, v, p_new, n, lr, momentum):
    if n == 0:
        return
    BLOCK = 16384
    _sgd_momentum[(triton.cdiv(n, BLOCK),)](p, g, v, p_new, n, lr, momentum, BLOCK=BLOCK, num_warps=8)
