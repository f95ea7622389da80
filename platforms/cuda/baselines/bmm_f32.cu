// kernelmark-baseline: cuBLAS cublasSgemmStridedBatched
// SPDX-License-Identifier: Apache-2.0
// Each row-major problem C = A @ B is column-major C^T = B^T @ A^T, so cuBLAS gets B first and A
// second, with the dimensions n, m, k; the problems lie k * n, m * k and m * n elements apart. The
// handle keeps CUBLAS_DEFAULT_MATH: fp32 FMA, no TF32.
#include "cublas_common.cuh"

using km_baseline::fits_int;

int bmm_f32(const float* A, const float* B, float* C, int64_t batch, int64_t m, int64_t n,
            int64_t k, cudaStream_t stream) {
  const cublasHandle_t h = km_baseline::cublas_handle();
  if (h == nullptr || !fits_int(batch) || !fits_int(m) || !fits_int(n) || !fits_int(k)) return 1;
  if (cublasSetStream(h, stream) != CUBLAS_STATUS_SUCCESS) return 1;
  const float one = 1.0f, zero = 0.0f;
  const int M = static_cast<int>(m), N = static_cast<int>(n), K = static_cast<int>(k);
  // Nothing to write; or k = 0, where a leading dimension of 0 is invalid though nothing is read.
  if (batch == 0 || M == 0 || N == 0) return 0;
  const int lda = K > 0 ? K : 1;
  if (cublasSgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, N, M, K, &one, B, N,
                                static_cast<long long>(k * n), A, lda, static_cast<long long>(m * k),
                                &zero, C, N, static_cast<long long>(m * n),
                                static_cast<int>(batch)) != CUBLAS_STATUS_SUCCESS)
    return 1;
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
