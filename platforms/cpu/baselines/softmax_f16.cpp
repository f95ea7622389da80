// kernelmark-baseline: plain C++ (no library primitive)
// kernelmark-baseline-excludes: nan: oneDNN softmax gives 0 for the elements of a row holding NaN (torch gives NaN), seen 2026-12-01
// SPDX-License-Identifier: Apache-2.0
// oneDNN 2.6 has no f16 softmax on CPU.
#include <cmath>

int softmax_f16(const km_f16* x, km_f16* y, int64_t rows, int64_t cols) {
  if (cols == 0) return 0;  // rows of no columns: nothing to read (xr[0] below) or write
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const km_f16* xr = x + r * cols;
    float m = km_f16_to_f32(xr[0]);
    for (int64_t c = 1; c < cols; ++c) m = std::fmax(m, km_f16_to_f32(xr[c]));
    float s = 0.0f;
    for (int64_t c = 0; c < cols; ++c) s += std::exp(km_f16_to_f32(xr[c]) - m);
    for (int64_t c = 0; c < cols; ++c)
      y[r * cols + c] = km_f32_to_f16(std::exp(km_f16_to_f32(xr[c]) - m) / s);
  }
  return 0;
}
