// kernelmark-baseline: OpenBLAS cblas_sgemm
// SPDX-License-Identifier: Apache-2.0
#include <cblas.h>

int matmul_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k) {
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, static_cast<blasint>(m),
              static_cast<blasint>(n), static_cast<blasint>(k), 1.0f, A, static_cast<blasint>(k), B,
              static_cast<blasint>(n), 0.0f, C, static_cast<blasint>(n));
  return 0;
}
