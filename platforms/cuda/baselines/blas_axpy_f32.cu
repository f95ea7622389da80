// kernelmark-baseline: cuBLAS cublasSaxpy
// SPDX-License-Identifier: Apache-2.0
// cublasSaxpy(n, alpha, x, incx, y, incy) is y[i * incy] = alpha * x[i * incx] + y[i * incy] for i
// < n, in place on the task's inout y, which cuBLAS updates directly; the elements of y between the
// strides are not touched. alpha is a host scalar (rounded to the element type).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_axpy_f32(const float* x, float* y, int64_t n, int64_t incx, int64_t incy, double alpha,
                  cudaStream_t stream) {
  return blas::axpy_task<float>(x, y, n, incx, incy, blas::scalar<float>(alpha), stream);
}
