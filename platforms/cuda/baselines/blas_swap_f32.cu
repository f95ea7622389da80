// kernelmark-baseline: cuBLAS cublasSswap
// SPDX-License-Identifier: Apache-2.0
// cublasSswap(n, x, incx, y, incy) exchanges x[i * incx] and y[i * incy] for i < n, values moved as
// they are, in place on the task's two inout vectors; the elements between the strides are not
// touched.
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_swap_f32(float* x, float* y, int64_t n, int64_t incx, int64_t incy, cudaStream_t stream) {
  return blas::swap_task<float>(x, y, n, incx, incy, stream);
}
