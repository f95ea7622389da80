// kernelmark-baseline: OpenBLAS cblas_sgemv
// SPDX-License-Identifier: Apache-2.0
#include <cblas.h>

int matvec_f32(const float* A, const float* x, float* y, int64_t m, int64_t n) {
  cblas_sgemv(CblasRowMajor, CblasNoTrans, static_cast<blasint>(m), static_cast<blasint>(n), 1.0f,
              A, static_cast<blasint>(n), x, 1, 0.0f, y, 1);
  return 0;
}
