// kernelmark-baseline: cuBLAS cublasDger
// SPDX-License-Identifier: Apache-2.0
// cublasDger(m, n, alpha, x, incx, y, incy, A, lda) is A += alpha x y^T on the m x n matrix (x has
// m elements, y n), in place on the task's inout A; padding rows m..lda-1 are not touched. Layout:
// the spec already stores every matrix as BLAS and cuBLAS do (a buffer declared [cols, ld],
// row-major, is cols columns of ld elements: element (i, j) at i + j * ld), so sizes, leading
// dimensions and increments go to cuBLAS unchanged, with no row-major transposition (unlike
// gemm_f32.cu).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_ger_f64(const double* x, const double* y, double* A, int64_t m, int64_t n, int64_t lda,
                 int64_t incx, int64_t incy, double alpha, cudaStream_t stream) {
  return blas::ger_task<0, double>(x, y, A, m, n, lda, incx, incy, blas::scalar<double>(alpha),
                                   stream);
}
