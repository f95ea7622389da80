// kernelmark-baseline: cuBLAS cublasSgeam
// SPDX-License-Identifier: Apache-2.0
// cublasSgeam(transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc) is C = alpha op(A) + beta
// op(B), C m x n; as in the spec, A is m x n (lda >= m) for CUBLAS_OP_N (transa 0) and n x m (lda
// >= n) for CUBLAS_OP_T (transa 1), likewise B. C (out of place: it overlaps neither input) is
// written on its m x n elements only, not its padding rows. Layout: the spec already stores every
// matrix as BLAS and cuBLAS do (a buffer declared [cols, ld], row-major, is cols columns of ld
// elements: element (i, j) at i + j * ld), so sizes, leading dimensions and increments go to cuBLAS
// unchanged, with no row-major transposition (unlike gemm_f32.cu).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_geam_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t lda,
                  int64_t ldb, int64_t ldc, int64_t transa, int64_t transb, double alpha,
                  double beta, cudaStream_t stream) {
  return blas::geam_task<float>(A, B, C, m, n, lda, ldb, ldc, transa, transb,
                                blas::scalar<float>(alpha), blas::scalar<float>(beta), stream);
}
