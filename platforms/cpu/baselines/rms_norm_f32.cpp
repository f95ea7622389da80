// kernelmark-baseline: plain C++ (no library primitive)
// SPDX-License-Identifier: Apache-2.0
// oneDNN 2.6 has no RMS normalization.
#include <cmath>

int rms_norm_f32(const float* x, const float* w, float* y, int64_t rows, int64_t d, double eps) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * d;
    float ss = 0.0f;
    for (int64_t i = 0; i < d; ++i) ss += xr[i] * xr[i];
    float rrms = 1.0f / std::sqrt(ss / static_cast<float>(d) + static_cast<float>(eps));
    for (int64_t i = 0; i < d; ++i) y[r * d + i] = xr[i] * rrms * w[i];
  }
  return 0;
}
