// kernelmark-baseline: cuBLAS cublasZtrsmBatched
// SPDX-License-Identifier: Apache-2.0
// Solves op(T[b]) X = alpha B[b] (side 0) or X op(T[b]) = alpha B[b] (side 1) for b < batch, X
// overwriting B[b]; T[b] the uplo triangle of A[b], trans 0/1/2 = CUBLAS_OP_N/T/C, diag 1 = unit.
// The list tensors arrive as device arrays of device pointers, which cublasZtrsmBatched takes as
// they are.
// Layout and enum codes: blas_common.cuh; the call: blas_batched.cuh.
#include "blas_batched.cuh"

namespace blas = km_baseline::blas;

int blas_trsm_batched_complex_c128(const cuDoubleComplex* const* A, cuDoubleComplex* const* B,
                                   int64_t batch, int64_t m, int64_t n, int64_t lda, int64_t ldb,
                                   int64_t side, int64_t uplo, int64_t trans, int64_t diag,
                                   double alpha_re, double alpha_im, cudaStream_t stream) {
  return blas::trsm_batched_task<cuDoubleComplex>(
      A, B, batch, m, n, lda, ldb, side, uplo, trans, diag, 2,
      blas::scalar<cuDoubleComplex>(alpha_re, alpha_im), stream);
}
