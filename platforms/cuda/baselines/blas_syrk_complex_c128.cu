// kernelmark-baseline: cuBLAS cublasZsyrk
// SPDX-License-Identifier: Apache-2.0
// cublasZsyrk(uplo, trans, n, k, alpha, A, lda, beta, C, ldc) is C = alpha op(A) op(A)^T + beta C
// on the uplo triangle of C only (0 = CUBLAS_FILL_MODE_LOWER, 1 = UPPER, diagonal included); op(A)
// n x k: A n x k (lda >= n) for CUBLAS_OP_N (trans 0), k x n (lda >= k) for CUBLAS_OP_T (trans 1),
// as in the spec. The other triangle and the padding rows of the task's inout C are not touched; C
// need not be valid input when beta == 0 (nan_c). Csyrk/Zsyrk use the plain transpose (no
// conjugate: not herk), as the spec, and take trans N or T only, the spec's range. alpha, beta:
// complex from the _re/_im params. Layout: the spec already stores every matrix as BLAS and cuBLAS
// do (a buffer declared [cols, ld], row-major, is cols columns of ld elements: element (i, j) at i
// + j * ld), so sizes, leading dimensions and increments go to cuBLAS unchanged, with no row-major
// transposition (unlike gemm_f32.cu).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_syrk_complex_c128(const cuDoubleComplex* A, cuDoubleComplex* C, int64_t n, int64_t k,
                           int64_t lda, int64_t ldc, int64_t uplo, int64_t trans, double alpha_re,
                           double alpha_im, double beta_re, double beta_im, cudaStream_t stream) {
  return blas::syrk_task<cuDoubleComplex>(A, C, n, k, lda, ldc, uplo, trans,
                                          blas::scalar<cuDoubleComplex>(alpha_re, alpha_im),
                                          blas::scalar<cuDoubleComplex>(beta_re, beta_im), stream);
}
