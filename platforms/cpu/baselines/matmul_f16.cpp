// kernelmark-baseline: OpenBLAS cblas_sgemm via fp32 copies (fp16 in, fp32 C rounded to fp16)
// SPDX-License-Identifier: Apache-2.0
// OpenBLAS has no fp16 GEMM and oneDNN 2.6 has no f16 matmul on CPU, so the fp16 inputs are widened
// to fp32 copies, multiplied with sgemm, and the fp32 result is rounded to fp16.
#include <cblas.h>

#include <vector>

int matmul_f16(const km_f16* A, const km_f16* B, km_f16* C, int64_t m, int64_t n, int64_t k) {
  std::vector<float> a(static_cast<size_t>(m * k)), b(static_cast<size_t>(k * n)),
      c(static_cast<size_t>(m * n));
#pragma omp parallel for schedule(static)
  for (int64_t e = 0; e < m * k; ++e) a[e] = km_f16_to_f32(A[e]);
#pragma omp parallel for schedule(static)
  for (int64_t e = 0; e < k * n; ++e) b[e] = km_f16_to_f32(B[e]);
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, static_cast<blasint>(m),
              static_cast<blasint>(n), static_cast<blasint>(k), 1.0f, a.data(),
              static_cast<blasint>(k), b.data(), static_cast<blasint>(n), 0.0f, c.data(),
              static_cast<blasint>(n));
#pragma omp parallel for schedule(static)
  for (int64_t e = 0; e < m * n; ++e) C[e] = km_f32_to_f16(c[e]);
  return 0;
}
