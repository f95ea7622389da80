// kernelmark-baseline: cuBLAS cublasStrsv
// SPDX-License-Identifier: Apache-2.0
// cublasStrsv(uplo, trans, diag, n, A, lda, x, incx) solves op(T) x = b in place, b being the
// task's inout x on entry (strided elements only); T is the uplo triangle of A (0 =
// CUBLAS_FILL_MODE_LOWER, 1 = UPPER; the other one is not read), trans 0/1 = CUBLAS_OP_N/T, diag 1
// = CUBLAS_DIAG_UNIT (stored diagonal not read), 0 = NON_UNIT. Layout: the spec already stores
// every matrix as BLAS and cuBLAS do (a buffer declared [cols, ld], row-major, is cols columns of
// ld elements: element (i, j) at i + j * ld), so sizes, leading dimensions and increments go to
// cuBLAS unchanged, with no row-major transposition (unlike gemm_f32.cu).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_trsv_f32(const float* A, float* x, int64_t n, int64_t lda, int64_t incx, int64_t uplo,
                  int64_t trans, int64_t diag, cudaStream_t stream) {
  return blas::trsv_task<float>(A, x, n, lda, incx, uplo, trans, diag, stream);
}
