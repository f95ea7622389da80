// kernelmark-baseline: cuBLAS cublasGemmStridedBatchedEx (fp16, CUBLAS_COMPUTE_32F)
// SPDX-License-Identifier: Apache-2.0
// cublasGemmStridedBatchedEx(transa, transb, m, n, k, alpha, A, CUDA_R_16F, lda, strideA, B,
// CUDA_R_16F, ldb, strideB, beta, C, CUDA_R_16F, ldc, strideC, batch, CUBLAS_COMPUTE_32F): fp16
// storage (cublasHgemmStridedBatched's) with products and sums in fp32 and each result rounded to
// fp16 once, because the spec judges the fp16 task as accumulating in fp32 and Hgemm may accumulate
// in fp16. alpha and beta are fp32 (CUBLAS_COMPUTE_32F's scalar type). The handle's math mode adds
// CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION (as matmul_f16.cu), so a split-k reduction
// cannot go through fp16. Matrix b of A, B, C starts at b * strideA, b * strideB, b * strideC (long
// long), the spec's batch strides; trans 0/1 = CUBLAS_OP_N/T. Only the m x n elements of each C_b
// are written; C need not be valid input when beta == 0 (nan_c). Layout: the spec already stores
// every matrix as BLAS and cuBLAS do (a buffer declared [cols, ld], row-major, is cols columns of
// ld elements: element (i, j) at i + j * ld), so nothing is transposed or swapped.
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_gemm_strided_batched_f16(const __half* A, const __half* B, __half* C, int64_t batch,
                                  int64_t m, int64_t n, int64_t k, int64_t lda, int64_t ldb,
                                  int64_t ldc, int64_t strideA, int64_t strideB, int64_t strideC,
                                  int64_t transa, int64_t transb, double alpha, double beta,
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
  return blas::finish(cublasGemmStridedBatchedEx(
      h, ta, tb, int(m), int(n), int(k), &al, A, CUDA_R_16F, int(lda), strideA, B, CUDA_R_16F,
      int(ldb), strideB, &be, C, CUDA_R_16F, int(ldc), strideC, int(batch), CUBLAS_COMPUTE_32F,
      CUBLAS_GEMM_DEFAULT));
}
