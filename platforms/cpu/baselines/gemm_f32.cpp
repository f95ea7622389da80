// kernelmark-baseline: OpenBLAS cblas_sgemm (alpha, beta)
// SPDX-License-Identifier: Apache-2.0
// sgemm updates C in place, so C is first copied into D and sgemm then computes
// D = alpha * A @ B + beta * D.
#include <cblas.h>

#include <cstring>

int gemm_f32(const float* A, const float* B, const float* C, float* D, int64_t m, int64_t n,
             int64_t k, double alpha, double beta) {
  std::memcpy(D, C, static_cast<size_t>(m * n) * sizeof(float));
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, static_cast<blasint>(m),
              static_cast<blasint>(n), static_cast<blasint>(k), static_cast<float>(alpha), A,
              static_cast<blasint>(k), B, static_cast<blasint>(n), static_cast<float>(beta), D,
              static_cast<blasint>(n));
  return 0;
}
