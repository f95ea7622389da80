// kernelmark-baseline: cuBLAS cublasGemmBatchedEx (fp16, CUBLAS_COMPUTE_32F)
// SPDX-License-Identifier: Apache-2.0
// C[b] = alpha op(A[b]) op(B[b]) + beta C[b] for b < batch in fp16 storage (cublasHgemmBatched's)
// with products and sums in fp32 and each result rounded to fp16 once, as the spec judges the fp16
// task; alpha and beta fp32 (CUBLAS_COMPUTE_32F's scalar type); the math mode disallows an fp16
// split-k reduction (as blas_gemm_strided_batched_f16.cu). The list tensors arrive as device arrays
// of device pointers, which cublasGemmBatchedEx takes as they are. Layout: blas_common.cuh.
#include "blas_batched.cuh"

namespace blas = km_baseline::blas;

int blas_gemm_batched_f16(const __half* const* A, const __half* const* B, __half* const* C,
                          int64_t batch, int64_t m, int64_t n, int64_t k, int64_t lda, int64_t ldb,
                          int64_t ldc, int64_t transa, int64_t transb, double alpha, double beta,
                          cudaStream_t stream) {
  cublasOperation_t ta, tb;
  if (!blas::all_fit(batch, m, n, k, lda, ldb, ldc) || !blas::op_of(transa, 1, &ta) ||
      !blas::op_of(transb, 1, &tb))
    return 1;
  const cublasHandle_t h = blas::bound(
      stream, static_cast<cublasMath_t>(CUBLAS_DEFAULT_MATH |
                                        CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION));
  if (h == nullptr) return 1;
  const float al = static_cast<float>(alpha), be = static_cast<float>(beta);
  return blas::finish(cublasGemmBatchedEx(
      h, ta, tb, int(m), int(n), int(k), &al, reinterpret_cast<const void* const*>(A), CUDA_R_16F,
      int(lda), reinterpret_cast<const void* const*>(B), CUDA_R_16F, int(ldb), &be,
      reinterpret_cast<void* const*>(C), CUDA_R_16F, int(ldc), int(batch), CUBLAS_COMPUTE_32F,
      CUBLAS_GEMM_DEFAULT));
}
