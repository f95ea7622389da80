// kernelmark-baseline: cuBLAS cublasCdotc
// SPDX-License-Identifier: Apache-2.0
// cublasCdotc(n, x, incx, y, incy) conjugates its FIRST vector: r = sum conj(x[i * incx]) * y[i *
// incy], which is the spec's torch.vdot(x, y), so x and y go in the task's order. The result is
// written straight into the device output r (CUBLAS_POINTER_MODE_DEVICE for this call).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_dotc_complex_c64(const cuComplex* x, const cuComplex* y, cuComplex* r, int64_t n,
                          int64_t incx, int64_t incy, cudaStream_t stream) {
  return blas::dot_task<2, cuComplex>(x, y, r, n, incx, incy, stream);
}
