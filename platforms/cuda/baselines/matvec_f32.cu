// kernelmark-baseline: cuBLAS cublasSgemv
// SPDX-License-Identifier: Apache-2.0
// Row-major A [m, n] is the column-major n x m matrix A^T with leading dimension n, so y = A x is
// sgemv with CUBLAS_OP_T on that matrix. The handle keeps CUBLAS_DEFAULT_MATH (plain fp32).
#include "cublas_common.cuh"

using km_baseline::fits_int;

int matvec_f32(const float* A, const float* x, float* y, int64_t m, int64_t n,
               cudaStream_t stream) {
  const cublasHandle_t h = km_baseline::cublas_handle();
  if (h == nullptr || !fits_int(m) || !fits_int(n)) return 1;
  if (cublasSetStream(h, stream) != CUBLAS_STATUS_SUCCESS) return 1;
  const float one = 1.0f, zero = 0.0f;
  const int M = static_cast<int>(m), N = static_cast<int>(n);
  if (M == 0) return 0;
  // n = 0: BLAS returns at once when the matrix has no rows (here A^T's n), leaving y unwritten;
  // a product over no terms is 0.
  if (N == 0)
    return cudaMemsetAsync(y, 0, static_cast<size_t>(m) * sizeof(float), stream) != cudaSuccess;
  if (cublasSgemv(h, CUBLAS_OP_T, N, M, &one, A, N, x, 1, &zero, y, 1) != CUBLAS_STATUS_SUCCESS)
    return 1;
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
