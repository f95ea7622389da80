// kernelmark-baseline: cuBLAS cublasDdgmm
// SPDX-License-Identifier: Apache-2.0
// cublasDdgmm(mode, m, n, A, lda, x, incx, C, ldc): CUBLAS_SIDE_LEFT (side 0) is C = diag(x) A, row
// i scaled by x[i * incx], x of m elements; CUBLAS_SIDE_RIGHT (side 1) is C = A diag(x), column j
// scaled by x[j * incx], x of n elements: the spec's two sides. cuBLAS writes the m x n matrix of
// the task's C (not read), not its padding rows m..ldc-1. Layout: the spec already stores every
// matrix as BLAS and cuBLAS do (a buffer declared [cols, ld], row-major, is cols columns of ld
// elements: element (i, j) at i + j * ld), so sizes, leading dimensions and increments go to cuBLAS
// unchanged, with no row-major transposition (unlike gemm_f32.cu).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_dgmm_f64(const double* A, const double* x, double* C, int64_t m, int64_t n, int64_t lda,
                  int64_t incx, int64_t ldc, int64_t side, cudaStream_t stream) {
  return blas::dgmm_task<double>(A, x, C, m, n, lda, incx, ldc, side, stream);
}
