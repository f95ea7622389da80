// kernelmark-baseline: cuBLAS cublasZdotc
// SPDX-License-Identifier: Apache-2.0
// cublasZdotc(n, x, incx, y, incy) conjugates its FIRST vector: r = sum conj(x[i * incx]) * y[i *
// incy], which is the spec's torch.vdot(x, y), so x and y go in the task's order. The result is
// written straight into the device output r (CUBLAS_POINTER_MODE_DEVICE for this call).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_dotc_complex_c128(const cuDoubleComplex* x, const cuDoubleComplex* y, cuDoubleComplex* r,
                           int64_t n, int64_t incx, int64_t incy, cudaStream_t stream) {
  return blas::dot_task<2, cuDoubleComplex>(x, y, r, n, incx, incy, stream);
}
