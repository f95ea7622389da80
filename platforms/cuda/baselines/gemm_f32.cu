// kernelmark-baseline: cuBLAS cublasSgemm (alpha, beta)
// SPDX-License-Identifier: Apache-2.0
// sgemm updates C in place and the task's C is read-only, so C is first copied into D on the
// stream (skipped when beta == 0: sgemm then does not read it), and sgemm then computes
// D = alpha * A @ B + beta * D. Row-major D = A @ B is column-major D^T = B^T @ A^T, so cuBLAS
// gets B first and A second, with the dimensions n, m, k. The handle keeps CUBLAS_DEFAULT_MATH:
// fp32 FMA, no TF32.
#include "cublas_common.cuh"

using km_baseline::fits_int;

int gemm_f32(const float* A, const float* B, const float* C, float* D, int64_t m, int64_t n,
             int64_t k, double alpha, double beta, cudaStream_t stream) {
  const cublasHandle_t h = km_baseline::cublas_handle();
  if (h == nullptr || !fits_int(m) || !fits_int(n) || !fits_int(k)) return 1;
  if (cublasSetStream(h, stream) != CUBLAS_STATUS_SUCCESS) return 1;
  const float al = static_cast<float>(alpha), be = static_cast<float>(beta);
  if (m == 0 || n == 0) return 0;
  if (be != 0.0f && cudaMemcpyAsync(D, C, static_cast<size_t>(m * n) * sizeof(float),
                                    cudaMemcpyDeviceToDevice, stream) != cudaSuccess)
    return 1;
  const int M = static_cast<int>(m), N = static_cast<int>(n), K = static_cast<int>(k);
  const int lda = K > 0 ? K : 1;  // k = 0: D = beta * C; a leading dimension of 0 is invalid
  if (cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, N, M, K, &al, B, N, A, lda, &be, D, N) !=
      CUBLAS_STATUS_SUCCESS)
    return 1;
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
