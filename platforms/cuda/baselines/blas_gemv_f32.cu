// kernelmark-baseline: cuBLAS cublasSgemv
// SPDX-License-Identifier: Apache-2.0
// cublasSgemv(trans, m, n, alpha, A, lda, x, incx, beta, y, incy) with A the m x n matrix (m, n are
// A's own dimensions whatever trans is, as in the spec: x has n elements and y m for N, the other
// way round otherwise), trans 0/1 = CUBLAS_OP_N/T; y is the task's inout y, updated in place.
// cuBLAS documents that y need not be a valid input when beta == 0 (it is then overwritten, not
// scaled: the nan_y variant's contract). Layout: the spec already stores every matrix as BLAS and
// cuBLAS do (a buffer declared [cols, ld], row-major, is cols columns of ld elements: element (i,
// j) at i + j * ld), so sizes, leading dimensions and increments go to cuBLAS unchanged, with no
// row-major transposition (unlike gemm_f32.cu).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_gemv_f32(const float* A, const float* x, float* y, int64_t m, int64_t n, int64_t lda,
                  int64_t incx, int64_t incy, int64_t trans, double alpha, double beta,
                  cudaStream_t stream) {
  return blas::gemv_task<float>(A, x, y, m, n, lda, incx, incy, trans, 1,
                                blas::scalar<float>(alpha), blas::scalar<float>(beta), stream);
}
