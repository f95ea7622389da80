// kernelmark-baseline: cuBLAS cublasCgemmStridedBatched
// SPDX-License-Identifier: Apache-2.0
// cublasCgemmStridedBatched(transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta,
// C, ldc, strideC, batch): matrix b of A, B, C starts at b * stride, the spec's batch strides (long
// long); trans 0/1/2 = CUBLAS_OP_N/T/C. Input strides smaller than a matrix (overlapping read-only
// inputs) are allowed by cuBLAS; C's batches never overlap. Only the m x n elements of each C_b are
// written; C need not be valid input when beta == 0 (nan_c). alpha, beta: complex from the _re/_im
// params. Layout: the spec already stores every matrix as BLAS and cuBLAS do (a buffer declared
// [cols, ld], row-major, is cols columns of ld elements: element (i, j) at i + j * ld), so sizes,
// leading dimensions and increments go to cuBLAS unchanged, with no row-major transposition (unlike
// gemm_f32.cu).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_gemm_strided_batched_complex_c64(const cuComplex* A, const cuComplex* B, cuComplex* C,
                                          int64_t batch, int64_t m, int64_t n, int64_t k,
                                          int64_t lda, int64_t ldb, int64_t ldc, int64_t strideA,
                                          int64_t strideB, int64_t strideC, int64_t transa,
                                          int64_t transb, double alpha_re, double alpha_im,
                                          double beta_re, double beta_im, cudaStream_t stream) {
  return blas::gemm_strided_batched_task<cuComplex>(
      A, B, C, batch, m, n, k, lda, ldb, ldc, strideA, strideB, strideC, transa, transb, 2,
      blas::scalar<cuComplex>(alpha_re, alpha_im), blas::scalar<cuComplex>(beta_re, beta_im),
      stream);
}
