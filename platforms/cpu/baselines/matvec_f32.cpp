// kernelmark-baseline: OpenBLAS cblas_sgemv
// SPDX-License-Identifier: Apache-2.0
#include <algorithm>

#include <cblas.h>

int matvec_f32(const float* A, const float* x, float* y, int64_t m, int64_t n) {
  // n = 0: BLAS returns at once for a matrix without columns and leaves y unwritten (the `empty`
  // set's m=9, n=0 found it: STALE_OUTPUT); a product over no terms is 0.
  if (n == 0) {
    std::fill(y, y + m, 0.0f);
    return 0;
  }
  cblas_sgemv(CblasRowMajor, CblasNoTrans, static_cast<blasint>(m), static_cast<blasint>(n), 1.0f,
              A, static_cast<blasint>(n), x, 1, 0.0f, y, 1);
  return 0;
}
