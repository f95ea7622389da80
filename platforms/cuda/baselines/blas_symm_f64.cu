// kernelmark-baseline: cuBLAS cublasDsymm
// SPDX-License-Identifier: Apache-2.0
// cublasDsymm(side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc): CUBLAS_SIDE_LEFT (side 0) is
// C = alpha A B + beta C with A m x m, CUBLAS_SIDE_RIGHT (side 1) C = alpha B A + beta C with A n x
// n, B and C m x n: the spec's sides, no swap. Only the uplo triangle of A is read (0 =
// CUBLAS_FILL_MODE_LOWER, 1 = UPPER). C is the task's inout C, updated in place on its m x n
// elements; C need not be valid input when beta == 0 (nan_c). Layout: the spec already stores every
// matrix as BLAS and cuBLAS do (a buffer declared [cols, ld], row-major, is cols columns of ld
// elements: element (i, j) at i + j * ld), so sizes, leading dimensions and increments go to cuBLAS
// unchanged, with no row-major transposition (unlike gemm_f32.cu).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_symm_f64(const double* A, const double* B, double* C, int64_t m, int64_t n, int64_t lda,
                  int64_t ldb, int64_t ldc, int64_t side, int64_t uplo, double alpha, double beta,
                  cudaStream_t stream) {
  return blas::symm_task<double>(A, B, C, m, n, lda, ldb, ldc, side, uplo,
                                 blas::scalar<double>(alpha), blas::scalar<double>(beta), stream);
}
