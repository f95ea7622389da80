// kernelmark-baseline: cuBLAS cublasSgemm
// SPDX-License-Identifier: Apache-2.0
// cublasSgemm(transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc) is the task itself:
// op(A) m x k, op(B) k x n, C m x n, the same lda/ldb/ldc rules, trans 0/1 = CUBLAS_OP_N/T. The
// task's C is inout, so cuBLAS updates it in place (no copy, unlike gemm_f32.cu whose C is
// read-only), writing its m x n elements only. cuBLAS documents that C need not be a valid input
// when beta == 0 (nan_c). Plain fp32/fp64 math (CUBLAS_DEFAULT_MATH: no TF32). Layout: the spec
// already stores every matrix as BLAS and cuBLAS do (a buffer declared [cols, ld], row-major, is
// cols columns of ld elements: element (i, j) at i + j * ld), so sizes, leading dimensions and
// increments go to cuBLAS unchanged, with no row-major transposition (unlike gemm_f32.cu).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_gemm_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k,
                  int64_t lda, int64_t ldb, int64_t ldc, int64_t transa, int64_t transb,
                  double alpha, double beta, cudaStream_t stream) {
  return blas::gemm_task<float>(A, B, C, m, n, k, lda, ldb, ldc, transa, transb, 1,
                                blas::scalar<float>(alpha), blas::scalar<float>(beta), stream);
}
