// kernelmark-baseline: cuBLAS cublasCcopy
// SPDX-License-Identifier: Apache-2.0
// cublasCcopy (C/Z) is y[i * incy] = x[i * incx] for i < n, both components moved as they are, into
// the task's inout y; the elements of y between the strides are not touched.
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_copy_complex_c64(const cuComplex* x, cuComplex* y, int64_t n, int64_t incx, int64_t incy,
                          cudaStream_t stream) {
  return blas::copy_task<cuComplex>(x, y, n, incx, incy, stream);
}
