// kernelmark-baseline: cuBLAS cublasCgemvBatched
// SPDX-License-Identifier: Apache-2.0
// y[b] = alpha op(A[b]) x[b] + beta y[b] for b < batch, with increments incx and incy, trans 0/1/2
// = CUBLAS_OP_N/T/C; only y's strided elements are written.
// The list tensors arrive as device arrays of device pointers, which cublasCgemvBatched takes as
// they are.
// Layout and enum codes: blas_common.cuh; the call: blas_batched.cuh.
#include "blas_batched.cuh"

namespace blas = km_baseline::blas;

int blas_gemv_batched_complex_c64(const cuComplex* const* A, const cuComplex* const* x,
                                  cuComplex* const* y, int64_t batch, int64_t m, int64_t n,
                                  int64_t lda, int64_t incx, int64_t incy, int64_t trans,
                                  double alpha_re, double alpha_im, double beta_re, double beta_im,
                                  cudaStream_t stream) {
  return blas::gemv_batched_task<cuComplex>(A, x, y, batch, m, n, lda, incx, incy, trans, 2,
                                            blas::scalar<cuComplex>(alpha_re, alpha_im),
                                            blas::scalar<cuComplex>(beta_re, beta_im), stream);
}
