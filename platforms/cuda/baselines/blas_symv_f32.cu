// kernelmark-baseline: cuBLAS cublasSsymv
// SPDX-License-Identifier: Apache-2.0
// cublasSsymv(uplo, n, alpha, A, lda, x, incx, beta, y, incy) reads only the uplo triangle of A (0
// = CUBLAS_FILL_MODE_LOWER, 1 = UPPER) and mirrors it; y is updated in place, its strided elements
// only; y need not be valid input when beta == 0 (nan_y). Layout: the spec already stores every
// matrix as BLAS and cuBLAS do (a buffer declared [cols, ld], row-major, is cols columns of ld
// elements: element (i, j) at i + j * ld), so sizes, leading dimensions and increments go to cuBLAS
// unchanged, with no row-major transposition (unlike gemm_f32.cu).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_symv_f32(const float* A, const float* x, float* y, int64_t n, int64_t lda, int64_t incx,
                  int64_t incy, int64_t uplo, double alpha, double beta, cudaStream_t stream) {
  return blas::symv_task<float>(A, x, y, n, lda, incx, incy, uplo, blas::scalar<float>(alpha),
                                blas::scalar<float>(beta), stream);
}
