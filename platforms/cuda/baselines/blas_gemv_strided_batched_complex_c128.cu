// kernelmark-baseline: cuBLAS cublasZgemvStridedBatched
// SPDX-License-Identifier: Apache-2.0
// cublasZgemvStridedBatched(trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy,
// stridey, batch): problem b reads A + b * strideA, x + b * stridex and updates y + b * stridey,
// exactly the spec's batch strides (long long, not limited to int); m, n are A_b's own dimensions
// whatever trans is, trans 0/1/2 = CUBLAS_OP_N/T/C. cuBLAS writes only the strided elements of each
// y_b, and y need not be valid input when beta == 0 (nan_y). alpha, beta: complex from the _re/_im
// params. Layout: the spec already stores every matrix as BLAS and cuBLAS do (a buffer declared
// [cols, ld], row-major, is cols columns of ld elements: element (i, j) at i + j * ld), so sizes,
// leading dimensions and increments go to cuBLAS unchanged, with no row-major transposition (unlike
// gemm_f32.cu).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_gemv_strided_batched_complex_c128(const cuDoubleComplex* A, const cuDoubleComplex* x,
                                           cuDoubleComplex* y, int64_t batch, int64_t m, int64_t n,
                                           int64_t lda, int64_t incx, int64_t incy, int64_t strideA,
                                           int64_t stridex, int64_t stridey, int64_t trans,
                                           double alpha_re, double alpha_im, double beta_re,
                                           double beta_im, cudaStream_t stream) {
  return blas::gemv_strided_batched_task<cuDoubleComplex>(
      A, x, y, batch, m, n, lda, incx, incy, strideA, stridex, stridey, trans, 2,
      blas::scalar<cuDoubleComplex>(alpha_re, alpha_im),
      blas::scalar<cuDoubleComplex>(beta_re, beta_im), stream);
}
