// kernelmark-baseline: cuBLAS cublasCgemv
// SPDX-License-Identifier: Apache-2.0
// cublasCgemv(trans, m, n, alpha, A, lda, x, incx, beta, y, incy) with A the m x n matrix (m, n are
// A's own dimensions whatever trans is, as in the spec: x has n elements and y m for N, the other
// way round otherwise), trans 0/1/2 = CUBLAS_OP_N/T/C (C: the conjugate transpose A^H); y is the
// task's inout y, updated in place. cuBLAS documents that y need not be a valid input when beta ==
// 0 (it is then overwritten, not scaled: the nan_y variant's contract). alpha and beta are the
// complex scalars alpha_re + i alpha_im, beta_re + i beta_im. Layout: the spec already stores every
// matrix as BLAS and cuBLAS do (a buffer declared [cols, ld], row-major, is cols columns of ld
// elements: element (i, j) at i + j * ld), so sizes, leading dimensions and increments go to cuBLAS
// unchanged, with no row-major transposition (unlike gemm_f32.cu).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_gemv_complex_c64(const cuComplex* A, const cuComplex* x, cuComplex* y, int64_t m,
                          int64_t n, int64_t lda, int64_t incx, int64_t incy, int64_t trans,
                          double alpha_re, double alpha_im, double beta_re, double beta_im,
                          cudaStream_t stream) {
  return blas::gemv_task<cuComplex>(A, x, y, m, n, lda, incx, incy, trans, 2,
                                    blas::scalar<cuComplex>(alpha_re, alpha_im),
                                    blas::scalar<cuComplex>(beta_re, beta_im), stream);
}
