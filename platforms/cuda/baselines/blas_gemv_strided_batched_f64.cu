// kernelmark-baseline: cuBLAS cublasDgemvStridedBatched
// SPDX-License-Identifier: Apache-2.0
// cublasDgemvStridedBatched(trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy,
// stridey, batch): problem b reads A + b * strideA, x + b * stridex and updates y + b * stridey,
// exactly the spec's batch strides (long long, not limited to int); m, n are A_b's own dimensions
// whatever trans is, trans 0/1 = CUBLAS_OP_N/T. cuBLAS writes only the strided elements of each
// y_b, and y need not be valid input when beta == 0 (nan_y). Layout: the spec already stores every
// matrix as BLAS and cuBLAS do (a buffer declared [cols, ld], row-major, is cols columns of ld
// elements: element (i, j) at i + j * ld), so sizes, leading dimensions and increments go to cuBLAS
// unchanged, with no row-major transposition (unlike gemm_f32.cu).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_gemv_strided_batched_f64(const double* A, const double* x, double* y, int64_t batch,
                                  int64_t m, int64_t n, int64_t lda, int64_t incx, int64_t incy,
                                  int64_t strideA, int64_t stridex, int64_t stridey, int64_t trans,
                                  double alpha, double beta, cudaStream_t stream) {
  return blas::gemv_strided_batched_task<double>(
      A, x, y, batch, m, n, lda, incx, incy, strideA, stridex, stridey, trans, 1,
      blas::scalar<double>(alpha), blas::scalar<double>(beta), stream);
}
