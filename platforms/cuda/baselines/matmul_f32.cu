// kernelmark-baseline: cuBLAS cublasSgemm
// SPDX-License-Identifier: Apache-2.0
// Row-major C = A @ B is column-major C^T = B^T @ A^T, so cuBLAS gets B first and A second, with
// the dimensions n, m, k. The handle keeps CUBLAS_DEFAULT_MATH: fp32 FMA, no TF32 (cuBLAS uses
// TF32 for sgemm only when asked with CUBLAS_TF32_TENSOR_OP_MATH).
#include "cublas_common.cuh"

using km_baseline::fits_int;

int matmul_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k,
               cudaStream_t stream) {
  const cublasHandle_t h = km_baseline::cublas_handle();
  if (h == nullptr || !fits_int(m) || !fits_int(n) || !fits_int(k)) return 1;
  if (cublasSetStream(h, stream) != CUBLAS_STATUS_SUCCESS) return 1;
  const float one = 1.0f, zero = 0.0f;
  const int M = static_cast<int>(m), N = static_cast<int>(n), K = static_cast<int>(k);
  // An empty C: nothing to write. k = 0 is cuBLAS's C = beta * C = 0, but a leading dimension
  // of 0 is invalid even when nothing is read, so K and N stand in as at least 1 there.
  if (M == 0 || N == 0) return 0;
  const int ldb = N, lda = K > 0 ? K : 1;
  if (cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, N, M, K, &one, B, ldb, A, lda, &zero, C, N) !=
      CUBLAS_STATUS_SUCCESS)
    return 1;
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
