// kernelmark-baseline: plain C++ (no library primitive)
// SPDX-License-Identifier: Apache-2.0
// oneDNN 2.6 has no f16 layer normalization on CPU.
#include <cmath>

int layer_norm_f16(const km_f16* x, const km_f16* w, const km_f16* b, km_f16* y, int64_t rows,
                   int64_t d, double eps) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const km_f16* xr = x + r * d;
    float mean = 0.0f;
    for (int64_t i = 0; i < d; ++i) mean += km_f16_to_f32(xr[i]);
    mean /= static_cast<float>(d);
    float var = 0.0f;
    for (int64_t i = 0; i < d; ++i) {
      float t = km_f16_to_f32(xr[i]) - mean;
      var += t * t;
    }
    var /= static_cast<float>(d);
    float rstd = 1.0f / std::sqrt(var + static_cast<float>(eps));
    for (int64_t i = 0; i < d; ++i)
      y[r * d + i] = km_f32_to_f16((km_f16_to_f32(xr[i]) - mean) * rstd * km_f16_to_f32(w[i]) +
                                   km_f16_to_f32(b[i]));
  }
  return 0;
}
