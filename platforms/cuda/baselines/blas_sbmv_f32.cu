// kernelmark-baseline: cuBLAS cublasSsbmv
// SPDX-License-Identifier: Apache-2.0
// cublasSsbmv(uplo, n, k, alpha, A, lda, x, incx, beta, y, incy). The spec's band storage is
// BLAS's: upper A(i, j) at A[(k + i - j) + j * lda], lower A(i, j) at A[(i - j) + j * lda], which
// is what cuBLAS reads for CUBLAS_FILL_MODE_UPPER (uplo 1) and LOWER (uplo 0). y is updated in
// place, its strided elements only; y need not be valid input when beta == 0 (nan_y). Layout: the
// spec already stores every matrix as BLAS and cuBLAS do (a buffer declared [cols, ld], row-major,
// is cols columns of ld elements: element (i, j) at i + j * ld), so sizes, leading dimensions and
// increments go to cuBLAS unchanged, with no row-major transposition (unlike gemm_f32.cu).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_sbmv_f32(const float* A, const float* x, float* y, int64_t n, int64_t k, int64_t lda,
                  int64_t incx, int64_t incy, int64_t uplo, double alpha, double beta,
                  cudaStream_t stream) {
  return blas::sbmv_task<float>(A, x, y, n, k, lda, incx, incy, uplo, blas::scalar<float>(alpha),
                                blas::scalar<float>(beta), stream);
}
