// kernelmark-baseline: cuBLAS cublasDdot
// SPDX-License-Identifier: Apache-2.0
// cublasDdot(n, x, incx, y, incy) is r = sum over i < n of x[i * incx] * y[i * incy], the task
// itself. The result is written straight into the device output r (CUBLAS_POINTER_MODE_DEVICE for
// this call).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_dot_f64(const double* x, const double* y, double* r, int64_t n, int64_t incx, int64_t incy,
                 cudaStream_t stream) {
  return blas::dot_task<0, double>(x, y, r, n, incx, incy, stream);
}
