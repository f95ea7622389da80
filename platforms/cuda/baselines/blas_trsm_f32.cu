// kernelmark-baseline: cuBLAS cublasStrsm
// SPDX-License-Identifier: Apache-2.0
// cublasStrsm(side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb) solves op(T) X = alpha B for
// CUBLAS_SIDE_LEFT (side 0, T m x m) and X op(T) = alpha B for CUBLAS_SIDE_RIGHT (side 1, T n x n),
// X overwriting B in place (the task's inout B, its m x n elements only): the spec's sides, no
// swap. T is the uplo triangle of A (0 = CUBLAS_FILL_MODE_LOWER, 1 = UPPER), trans 0/1 =
// CUBLAS_OP_N/T, diag 1 = CUBLAS_DIAG_UNIT (stored diagonal not read), 0 = NON_UNIT. Layout: the
// spec already stores every matrix as BLAS and cuBLAS do (a buffer declared [cols, ld], row-major,
// is cols columns of ld elements: element (i, j) at i + j * ld), so sizes, leading dimensions and
// increments go to cuBLAS unchanged, with no row-major transposition (unlike gemm_f32.cu).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_trsm_f32(const float* A, float* B, int64_t m, int64_t n, int64_t lda, int64_t ldb,
                  int64_t side, int64_t uplo, int64_t trans, int64_t diag, double alpha,
                  cudaStream_t stream) {
  return blas::trsm_task<float>(A, B, m, n, lda, ldb, side, uplo, trans, diag,
                                blas::scalar<float>(alpha), stream);
}
