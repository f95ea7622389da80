// kernelmark-baseline: cuBLAS cublasZswap
// SPDX-License-Identifier: Apache-2.0
// cublasZswap (C/Z) exchanges x[i * incx] and y[i * incy] for i < n, both components moved as they
// are, in place on the task's two inout vectors; the elements between the strides are not touched.
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_swap_complex_c128(cuDoubleComplex* x, cuDoubleComplex* y, int64_t n, int64_t incx,
                           int64_t incy, cudaStream_t stream) {
  return blas::swap_task<cuDoubleComplex>(x, y, n, incx, incy, stream);
}
