// kernelmark-baseline: cuBLAS cublasSasum
// SPDX-License-Identifier: Apache-2.0
// cublasSasum(n, x, incx) is r = sum over i < n of |x[i * incx]|, the task itself: n and incx go
// unchanged and cuBLAS never reads the elements between the strides. The sum is written straight
// into the device output r (CUBLAS_POINTER_MODE_DEVICE for this call). NaN variant: a NaN among the
// strided elements makes the sum NaN (|NaN| is NaN) and cuBLAS's reduction keeps it: small+nan and
// drawn+nan passed on the H200 (2026-12-03, seeds 101/202/303).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_asum_f32(const float* x, float* r, int64_t n, int64_t incx, cudaStream_t stream) {
  return blas::asum_task<float>(x, r, n, incx, stream);
}
