// kernelmark-baseline: cuBLAS cublasDscal
// SPDX-License-Identifier: Apache-2.0
// cublasDscal(n, alpha, x, incx) is x[i * incx] *= alpha for i < n, in place on the task's inout x;
// the elements between the strides are not touched. alpha is a host scalar (rounded to the element
// type).
#include "blas_common.cuh"

namespace blas = km_baseline::blas;

int blas_scal_f64(double* x, int64_t n, int64_t incx, double alpha, cudaStream_t stream) {
  return blas::scal_task<double>(x, n, incx, blas::scalar<double>(alpha), stream);
}
