// kernelmark-baseline: cuBLAS cublasZsymv
// SPDX-License-Identifier: Apache-2.0
// cublasZsymv(uplo, n, alpha, A, lda, x, incx, beta, y, incy) reads only the uplo triangle of A (0
// = CUBLAS_FILL_MODE_LOWER, 1 = UPPER) and mirrors it without a conjugate (cublasCsymv/Zsymv:
// complex SYMMETRIC, as the spec; the Hermitian one would be chemv); y is updated in place, its
// strided elements only; y need not be valid input when beta == 0 (nan_y). alpha, beta: complex
// from the _re/_im params. Layout: the spec already stores every matrix as BLAS and cuBLAS do (a
// buffer declared [cols, ld], row-major, is cols columns of ld elements: element (i, j) at i + j *
// ld), so sizes, leading dimensions and increments go to cuBLAS unchanged, with no row-major
// transposition (unlike gemm_f32.cu).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_symv_complex_c128(const cuDoubleComplex* A, const cuDoubleComplex* x, cuDoubleComplex* y,
                           int64_t n, int64_t lda, int64_t incx, int64_t incy, int64_t uplo,
                           double alpha_re, double alpha_im, double beta_re, double beta_im,
                           cudaStream_t stream) {
  return blas::symv_task<cuDoubleComplex>(A, x, y, n, lda, incx, incy, uplo,
                                          blas::scalar<cuDoubleComplex>(alpha_re, alpha_im),
                                          blas::scalar<cuDoubleComplex>(beta_re, beta_im), stream);
}
