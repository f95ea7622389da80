// kernelmark-baseline: cuBLAS cublasSgemmEx (bf16 A and B, fp32 C and compute)
// SPDX-License-Identifier: Apache-2.0
// cublasSgemmEx(transa, transb, m, n, k, alpha, A, CUDA_R_16BF, lda, B, CUDA_R_16BF, ldb, beta, C,
// CUDA_R_32F, ldc) is the task itself, the routine the spec names: bf16 A and B, fp32 C,
// fp32 alpha and beta, products and sums in fp32 (bf16 converts exactly to fp32; the tensor cores
// may run it, accumulating in fp32). op(A) m x k, op(B) k x n, C m x n, trans 0/1 = CUBLAS_OP_N/T,
// the same lda/ldb/ldc rules as the spec. The task's C is inout, so cuBLAS updates it in place,
// its m x n elements only; C need not be valid input when beta == 0 (nan_c). Layout: the spec
// already stores every matrix as BLAS and cuBLAS do (a buffer declared [cols, ld], row-major, is
// cols columns of ld elements: element (i, j) at i + j * ld), so nothing is transposed or swapped.
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_gemm_ex_bf16_f32(const __nv_bfloat16* A, const __nv_bfloat16* B, float* C, int64_t m,
                          int64_t n, int64_t k, int64_t lda, int64_t ldb, int64_t ldc,
                          int64_t transa, int64_t transb, double alpha, double beta,
                          cudaStream_t stream) {
  return blas::gemm_ex_task(A, B, C, CUDA_R_16BF, m, n, k, lda, ldb, ldc, transa, transb, alpha,
                            beta, stream);
}
