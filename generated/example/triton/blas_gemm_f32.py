# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (cublasSgemm: C = alpha * op(A) op(B) + beta * C, column-major with leading dimensions);
# not model output.
import triton
import triton.language as tl


@triton.jit
def _gemm(x_ptr, y_ptr, c_ptr, m, n, k, sx_r, sx_k, sy_k, sy_c, ldc, alpha, beta,
          BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # D = X Y with X [m, k] at X[r * sx_r + kk * sx_k], Y [k, n] at Y[kk * sy_k + c * sy_c] and
    # D [m, n] at D[r * ldc + c]; the host passes C^T = op(B)^T op(A)^T this way (below). A
    # BM x BN tile of D a program, k in steps of BK; the products in fp32
    # (input_precision="ieee": TF32, a GPU's default for fp32 dots, is outside the tolerance).
    rows = tl.program_id(0).to(tl.int64) * BM + tl.arange(0, BM)
    cols = tl.program_id(1).to(tl.int64) * BN + tl.arange(0, BN)
    rmask = rows < m
    cmask = cols < n
    acc = tl.zeros([BM, BN], tl.float32)
    for start in range(0, k, BK):
        ks = start + tl.arange(0, BK).to(tl.int64)
        kmask = ks < k
        a = tl.load(x_ptr + rows[:, None] * sx_r + ks[None, :] * sx_k,
                    mask=rmask[:, None] & kmask[None, :], other=0.0)
        b = tl.load(y_ptr + ks[:, None] * sy_k + cols[None, :] * sy_c,
                    mask=kmask[:, None] & cmask[None, :], other=0.0)
        acc = tl.dot(a, b, acc, input_precision="ieee")
    # Only the m x n elements are touched: the padding of each of C's columns keeps its bits.
    # Where beta = 0 C is not read (its NaNs must not reach the result).
    cp = c_ptr + rows[:, None] * ldc + cols[None, :]
    cm = rmask[:, None] & cmask[None, :]
    c = tl.load(cp, mask=cm & (beta != 0.0), other=0.0)
    tl.store(cp, alpha * acc + beta * c, mask=cm)


def blas_gemm_f32(A, B, C, m, n, k, lda, ldb, ldc, transa, transb, alpha, beta):
    if m == 0 or n == 0:
        return
    # Column-major C is row-major C^T (n x m, row stride ldc), and C^T = op(B)^T op(A)^T. For
    # the usual transa = transb = 0 both factors are then read along their rows, as in a
    # row-major matmul. On the H200 (triton 3.6, m = n = k = 2048; torch.mm 0.33 ms) this form
    # took 0.45 ms for transa = transb = 0 and 1.23 ms for 1, 1; computing C itself, the
    # other way round, took 1.25 ms for 0, 0 and 0.42 ms for 1, 1.
    sa_r, sa_c = (lda, 1) if transa else (1, lda)  # op(A)(i, kk) at A[i * sa_r + kk * sa_c]
    sb_r, sb_c = (ldb, 1) if transb else (1, ldb)  # op(B)(kk, j) at B[kk * sb_r + j * sb_c]
    # 64 x 64 x 64 tiles (as matmul_f32's example: 32-wide ones cost it 74 s against 54 s in
    # the interpreter); tl.dot needs every side >= 16.
    BM = min(64, max(16, triton.next_power_of_2(n)))
    BN = min(64, max(16, triton.next_power_of_2(m)))
    BK = min(64, max(16, triton.next_power_of_2(k)))
    _gemm[(triton.cdiv(n, BM), triton.cdiv(m, BN))](B, A, C, n, m, k, sb_c, sb_r, sa_c, sa_r, ldc,
                                                     alpha, beta, BM=BM, BN=BN, BK=BK)
