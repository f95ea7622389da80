// Planted wrong kernel (self-test only): textbook softmax, exp(x) / sum(exp(x)), without
// subtracting the row maximum. Exact enough for the N(0, 1) logits of the listed shapes, but exp
// overflows to inf for logits above ~88 and inf / inf is NaN. Caught by: the "large" input variant
// (logits of magnitude ~200).
// km-reason: got -nan
#include <cmath>

int softmax_f32(const float* x, float* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * cols;
    float* yr = y + r * cols;
    float s = 0.0f;
    for (int64_t c = 0; c < cols; ++c) {
      yr[c] = std::exp(xr[c]);
      s += yr[c];
    }
    const float inv = 1.0f / s;
    for (int64_t c = 0; c < cols; ++c) yr[c] *= inv;
  }
  return 0;
}
