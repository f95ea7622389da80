# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (cublasSgemm: C = alpha * op(A) op(B) + beta * C, column-major with leading dimensions);
# not model output.
import triton
import triton.language as tl


@triton.jit
def _gemm(a_ptr, b_ptr, c_ptr, m, n, k, sa_r, sa_c, sb_r, sb_c, ldc, alpha, beta,
          BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # op(A)(r, c) is at A[r * sa_r + c * sa_c]: (1, lda) untransposed, (lda, 1) transposed; the
    # same for B. So one kernel serves the four (transa, transb) cases. A BM x BN tile of C a
    # program, k in steps of BK; the products in fp32 (input_precision="ieee": TF32, a GPU's
    # default for fp32 dots, is outside the 2-ulp tolerance).
    rows = tl.program_id(0).to(tl.int64) * BM + tl.arange(0, BM)
    cols = tl.program_id(1).to(tl.int64) * BN + tl.arange(0, BN)
    rmask = rows < m
    cmask = cols < n
    acc = tl.zeros([BM, BN], tl.float32)
    for start in range(0, k, BK):
        ks = start + tl.arange(0, BK).to(tl.int64)
        kmask = ks < k
        a = tl.load(a_ptr + rows[:, None] * sa_r + ks[None, :] * sa_c,
                    mask=rmask[:, None] & kmask[None, :], other=0.0)
        b = tl.load(b_ptr + ks[:, None] * sb_r + cols[None, :] * sb_c,
                    mask=kmask[:, None] & cmask[None, :], other=0.0)
        acc = tl.dot(a, b, acc, input_precision="ieee")
    # C(r, c) is at C[r + c * ldc]; the padding rows ldc - m of each column are never touched.
    # Where beta = 0 C is not read (its NaNs must not reach the result).
    cp = c_ptr + rows[:, None] + cols[None, :] * ldc
    cm = rmask[:, None] & cmask[None, :]
    c = tl.load(cp, mask=cm & (beta != 0.0), other=0.0)
    tl.store(cp, alpha * acc + beta * c, mask=cm)


def blas_gemm_f32(A, B, C, m, n, k, lda, ldb, ldc, transa, transb, alpha, beta):
    if m == 0 or n == 0:
        return
    sa_r, sa_c = (lda, 1) if transa else (1, lda)
    sb_r, sb_c = (ldb, 1) if transb else (1, ldb)
    # 64 x 64 x 64 tiles (as matmul_f32's example: 32-wide ones cost it 74 s against 54 s in
    # the interpreter); tl.dot needs every side >= 16.
    BM = min(64, max(16, triton.next_power_of_2(m)))
    BN = min(64, max(16, triton.next_power_of_2(n)))
    BK = min(64, max(16, triton.next_power_of_2(k)))
    _gemm[(triton.cdiv(m, BM), triton.cdiv(n, BN))](A, B, C, m, n, k, sa_r, sa_c, sb_r, sb_c, ldc,
                                                     alpha, beta, BM=BM, BN=BN, BK=BK)
