// kernelmark-baseline: plain C++ (no library primitive)
// SPDX-License-Identifier: Apache-2.0
// oneDNN 2.6 has no f16 binary on CPU.

int add_bias_f16(const km_f16* x, const km_f16* bias, km_f16* y, int64_t m, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j)
      y[i * n + j] = km_f32_to_f16(km_f16_to_f32(x[i * n + j]) + km_f16_to_f32(bias[j]));
  return 0;
}
