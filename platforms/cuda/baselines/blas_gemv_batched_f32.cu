// kernelmark-baseline: cuBLAS cublasSgemvBatched
// SPDX-License-Identifier: Apache-2.0
// y[b] = alpha op(A[b]) x[b] + beta y[b] for b < batch, with increments incx and incy, trans 0/1 =
// CUBLAS_OP_N/T; only y's strided elements are written.
// The list tensors arrive as device arrays of device pointers, which cublasSgemvBatched takes as
// they are.
// Layout and enum codes: blas_common.cuh; the call: blas_batched.cuh.
#include "blas_batched.cuh"

namespace blas = km_baseline::blas;

int blas_gemv_batched_f32(const float* const* A, const float* const* x, float* const* y,
                          int64_t batch, int64_t m, int64_t n, int64_t lda, int64_t incx,
                          int64_t incy, int64_t trans, double alpha, double beta,
                          cudaStream_t stream) {
  return blas::gemv_batched_task<float>(A, x, y, batch, m, n, lda, incx, incy, trans, 1,
                                        blas::scalar<float>(alpha), blas::scalar<float>(beta),
                                        stream);
}
