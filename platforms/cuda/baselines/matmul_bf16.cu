// kernelmark-baseline: cuBLAS cublasGemmEx (bf16, tensor cores, fp32 accumulate)
// SPDX-License-Identifier: Apache-2.0
// Row-major C = A @ B is column-major C^T = B^T @ A^T, so cuBLAS gets B first and A second, with
// the dimensions n, m, k. bf16 A, B and C, CUBLAS_COMPUTE_32F: the tensor cores multiply and
// accumulate in fp32 and each result is rounded to bf16 once. The handle's math mode also sets
// CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION, so a split-k reduction cannot go through bf16.
#include "cublas_common.cuh"

using km_baseline::fits_int;

int matmul_bf16(const __nv_bfloat16* A, const __nv_bfloat16* B, __nv_bfloat16* C, int64_t m,
                int64_t n, int64_t k, cudaStream_t stream) {
  const cublasHandle_t h = km_baseline::cublas_handle(static_cast<cublasMath_t>(
      CUBLAS_DEFAULT_MATH | CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION));
  if (h == nullptr || !fits_int(m) || !fits_int(n) || !fits_int(k)) return 1;
  if (cublasSetStream(h, stream) != CUBLAS_STATUS_SUCCESS) return 1;
  const float one = 1.0f, zero = 0.0f;
  const int M = static_cast<int>(m), N = static_cast<int>(n), K = static_cast<int>(k);
  // An empty C: nothing to write. k = 0 is cuBLAS's C = beta * C = 0, but a leading dimension
  // of 0 is invalid even when nothing is read, so K and N stand in as at least 1 there.
  if (M == 0 || N == 0) return 0;
  const int ldb = N, lda = K > 0 ? K : 1;
  const cublasStatus_t st =
      cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, N, M, K, &one, B, CUDA_R_16BF, ldb, A, CUDA_R_16BF, lda,
                   &zero, C, CUDA_R_16BF, N, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
  if (st != CUBLAS_STATUS_SUCCESS) return 1;
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
