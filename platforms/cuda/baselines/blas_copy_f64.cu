// kernelmark-baseline: cuBLAS cublasDcopy
// SPDX-License-Identifier: Apache-2.0
// cublasDcopy(n, x, incx, y, incy) is y[i * incy] = x[i * incx] for i < n, a move of the values as
// they are (no arithmetic, so NaN, -0 and subnormals keep their bits), into the task's inout y; the
// elements of y between the strides are not touched.
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_copy_f64(const double* x, double* y, int64_t n, int64_t incx, int64_t incy,
                  cudaStream_t stream) {
  return blas::copy_task<double>(x, y, n, incx, incy, stream);
}
