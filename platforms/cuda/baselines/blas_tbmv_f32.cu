// kernelmark-baseline: cuBLAS cublasStbmv
// SPDX-License-Identifier: Apache-2.0
// cublasStbmv(uplo, trans, diag, n, k, A, lda, x, incx) is x = op(A) x in place on the task's inout
// x (strided elements only). The spec's band storage is BLAS's (upper A(i, j) at A[(k + i - j) + j
// * lda], lower at A[(i - j) + j * lda]), cuBLAS's for uplo 1 = CUBLAS_FILL_MODE_UPPER and 0 =
// LOWER; trans 0/1 = CUBLAS_OP_N/T; diag 1 = CUBLAS_DIAG_UNIT (the stored diagonal is not read), 0
// = NON_UNIT. Layout: the spec already stores every matrix as BLAS and cuBLAS do (a buffer declared
// [cols, ld], row-major, is cols columns of ld elements: element (i, j) at i + j * ld), so sizes,
// leading dimensions and increments go to cuBLAS unchanged, with no row-major transposition (unlike
// gemm_f32.cu).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_tbmv_f32(const float* A, float* x, int64_t n, int64_t k, int64_t lda, int64_t incx,
                  int64_t uplo, int64_t trans, int64_t diag, cudaStream_t stream) {
  return blas::tbmv_task<float>(A, x, n, k, lda, incx, uplo, trans, diag, stream);
}
