// kernelmark-baseline: cuBLAS cublasSgemmBatched
// SPDX-License-Identifier: Apache-2.0
// C[b] = alpha op(A[b]) op(B[b]) + beta C[b] for b < batch, trans 0/1 = CUBLAS_OP_N/T; only the m x
// n elements of each C[b] are written.
// The list tensors arrive as device arrays of device pointers, which cublasSgemmBatched takes as
// they are.
// Layout and enum codes: blas_common.cuh; the call: blas_batched.cuh.
#include "blas_batched.cuh"

namespace blas = km_baseline::blas;

int blas_gemm_batched_f32(const float* const* A, const float* const* B, float* const* C,
                          int64_t batch, int64_t m, int64_t n, int64_t k, int64_t lda, int64_t ldb,
                          int64_t ldc, int64_t transa, int64_t transb, double alpha, double beta,
                          cudaStream_t stream) {
  return blas::gemm_batched_task<float>(A, B, C, batch, m, n, k, lda, ldb, ldc, transa, transb, 1,
                                        blas::scalar<float>(alpha), blas::scalar<float>(beta),
                                        stream);
}
