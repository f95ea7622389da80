# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y = relu(F.linear(x, W) + bias), x [m, k], W [n, k]); not model output.
import triton
import triton.language as tl


@triton.jit
def _gemm_add_relu(x_ptr, w_ptr, b_ptr, y_ptr, m, n, k,
                   BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # A BM x BN tile of y a program: x @ W^T in fp32 (W's tile read as [BK, BN], W[c, kk] at
    # c * k + kk), then the bias and relu in the epilogue, on the accumulator: one pass over y.
    rows = tl.program_id(0).to(tl.int64) * BM + tl.arange(0, BM)
    cols = tl.program_id(1).to(tl.int64) * BN + tl.arange(0, BN)
    rmask = rows < m
    cmask = cols < n
    acc = tl.zeros([BM, BN], tl.float32)
    for start in range(0, k, BK):
        ks = start + tl.arange(0, BK)
        kmask = ks < k
        a = tl.load(x_ptr + rows[:, None] * k + ks[None, :],
                    mask=rmask[:, None] & kmask[None, :], other=0.0)
        w = tl.load(w_ptr + cols[None, :] * k + ks[:, None],
                    mask=kmask[:, None] & cmask[None, :], other=0.0)
        # fp32 products, not TF32 (a GPU's default for fp32 dots): the tolerance is fp32's.
        acc = tl.dot(a, w, acc, input_precision="ieee")
    bias = tl.load(b_ptr + cols, mask=cmask, other=0.0)
    y = tl.maximum(acc + bias[None, :], 0.0)
    tl.store(y_ptr + rows[:, None] * n + cols[None, :], y, mask=rmask[:, None] & cmask[None, :])


def gemm_add_relu_f32(x, W, bias, y, m, k, n):
    if m == 0 or n == 0:
        return
    # tl.dot needs every side >= 16; 64-wide tiles at most (matmul_f32's example).
    BM = min(64, max(16, triton.next_power_of_2(m)))
    BN = min(64, max(16, triton.next_power_of_2(n)))
    BK = min(64, max(16, triton.next_power_of_2(k)))
    _gemm_add_relu[(triton.cdiv(m, BM), triton.cdiv(n, BN))](x, W, bias, y, m, n, k,
                                                             BM=BM, BN=BN, BK=BK)
