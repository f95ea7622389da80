// kernelmark-baseline: cuBLAS cublasZdotu
// SPDX-License-Identifier: Apache-2.0
// cublasZdotu(n, x, incx, y, incy) is r = sum x[i * incx] * y[i * incy] with no conjugate, the task
// itself. The result is written straight into the device output r (CUBLAS_POINTER_MODE_DEVICE for
// this call).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_dotu_complex_c128(const cuDoubleComplex* x, const cuDoubleComplex* y, cuDoubleComplex* r,
                           int64_t n, int64_t incx, int64_t incy, cudaStream_t stream) {
  return blas::dot_task<1, cuDoubleComplex>(x, y, r, n, incx, incy, stream);
}
