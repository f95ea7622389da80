// kernelmark-baseline: plain C++ (no library primitive)
// SPDX-License-Identifier: Apache-2.0
// oneDNN 2.6 has no RMS normalization.
#include <cmath>

int rms_norm_bf16(const km_bf16* x, const km_bf16* w, km_bf16* y, int64_t rows, int64_t d,
                  double eps) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const km_bf16* xr = x + r * d;
    float ss = 0.0f;
    for (int64_t i = 0; i < d; ++i) {
      float v = km_bf16_to_f32(xr[i]);
      ss += v * v;
    }
    float rrms = 1.0f / std::sqrt(ss / static_cast<float>(d) + static_cast<float>(eps));
    for (int64_t i = 0; i < d; ++i)
      y[r * d + i] = km_f32_to_bf16(km_bf16_to_f32(xr[i]) * rrms * km_bf16_to_f32(w[i]));
  }
  return 0;
}
