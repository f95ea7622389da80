// kernelmark-baseline: cuBLAS cublasSsyr2
// SPDX-License-Identifier: Apache-2.0
// cublasSsyr2(uplo, n, alpha, x, incx, y, incy, A, lda) is A += alpha (x y^T + y x^T) on the uplo
// triangle only (0 = CUBLAS_FILL_MODE_LOWER, 1 = UPPER, diagonal included), in place on the task's
// inout A; the other triangle and the padding rows are not touched. Layout: the spec already stores
// every matrix as BLAS and cuBLAS do (a buffer declared [cols, ld], row-major, is cols columns of
// ld elements: element (i, j) at i + j * ld), so sizes, leading dimensions and increments go to
// cuBLAS unchanged, with no row-major transposition (unlike gemm_f32.cu).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_syr2_f32(const float* x, const float* y, float* A, int64_t n, int64_t lda, int64_t incx,
                  int64_t incy, int64_t uplo, double alpha, cudaStream_t stream) {
  return blas::syr2_task<float>(x, y, A, n, lda, incx, incy, uplo, blas::scalar<float>(alpha),
                                stream);
}
