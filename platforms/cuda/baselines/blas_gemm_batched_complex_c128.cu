// kernelmark-baseline: cuBLAS cublasZgemmBatched
// SPDX-License-Identifier: Apache-2.0
// C[b] = alpha op(A[b]) op(B[b]) + beta C[b] for b < batch, trans 0/1/2 = CUBLAS_OP_N/T/C; only the
// m x n elements of each C[b] are written.
// The list tensors arrive as device arrays of device pointers, which cublasZgemmBatched takes as
// they are.
// Layout and enum codes: blas_common.cuh; the call: blas_batched.cuh.
#include "blas_batched.cuh"

namespace blas = km_baseline::blas;

int blas_gemm_batched_complex_c128(const cuDoubleComplex* const* A, const cuDoubleComplex* const* B,
                                   cuDoubleComplex* const* C, int64_t batch, int64_t m, int64_t n,
                                   int64_t k, int64_t lda, int64_t ldb, int64_t ldc, int64_t transa,
                                   int64_t transb, double alpha_re, double alpha_im, double beta_re,
                                   double beta_im, cudaStream_t stream) {
  return blas::gemm_batched_task<cuDoubleComplex>(
      A, B, C, batch, m, n, k, lda, ldb, ldc, transa, transb, 2,
      blas::scalar<cuDoubleComplex>(alpha_re, alpha_im),
      blas::scalar<cuDoubleComplex>(beta_re, beta_im), stream);
}
