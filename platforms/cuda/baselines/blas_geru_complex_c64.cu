// kernelmark-baseline: cuBLAS cublasCgeru
// SPDX-License-Identifier: Apache-2.0
// cublasCgeru(m, n, alpha, x, incx, y, incy, A, lda) is A += alpha x y^T with no conjugate on the m
// x n matrix, in place on the task's inout A; padding rows m..lda-1 are not touched. alpha =
// alpha_re + i alpha_im. Layout: the spec already stores every matrix as BLAS and cuBLAS do (a
// buffer declared [cols, ld], row-major, is cols columns of ld elements: element (i, j) at i + j *
// ld), so sizes, leading dimensions and increments go to cuBLAS unchanged, with no row-major
// transposition (unlike gemm_f32.cu).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_geru_complex_c64(const cuComplex* x, const cuComplex* y, cuComplex* A, int64_t m,
                          int64_t n, int64_t lda, int64_t incx, int64_t incy, double alpha_re,
                          double alpha_im, cudaStream_t stream) {
  return blas::ger_task<1, cuComplex>(x, y, A, m, n, lda, incx, incy,
                                      blas::scalar<cuComplex>(alpha_re, alpha_im), stream);
}
