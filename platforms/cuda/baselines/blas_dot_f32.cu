// kernelmark-baseline: cuBLAS cublasSdot
// SPDX-License-Identifier: Apache-2.0
// cublasSdot(n, x, incx, y, incy) is r = sum over i < n of x[i * incx] * y[i * incy], the task
// itself. The result is written straight into the device output r (CUBLAS_POINTER_MODE_DEVICE for
// this call).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_dot_f32(const float* x, const float* y, float* r, int64_t n, int64_t incx, int64_t incy,
                 cudaStream_t stream) {
  return blas::dot_task<0, float>(x, y, r, n, incx, incy, stream);
}
