// Honest twin (self-test only) of softmax_f32.WRONG_RESULT-no_max_subtraction: the online
// (one-read) softmax that keeps a running max and rescales the running sum when the max grows, then
// writes exp(x - max) / sum. Logits of magnitude ~200, -inf (masked) and NaN rows must all come out
// as torch.softmax gives them. Must PASS.
// km-perf-sizes: rows=256,cols=4096
#include <cmath>
#include <limits>

int softmax_f32(const float* x, float* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * cols;
    float* yr = y + r * cols;
    float m = -std::numeric_limits<float>::infinity();
    float s = 0.0f;
    bool nan = false;
    for (int64_t c = 0; c < cols; ++c) {
      const float v = xr[c];
      if (v != v) {
        nan = true;
      } else if (v > m) {
        s = s * std::exp(m - v) + 1.0f;  // exp(-inf) = 0 on the first finite value
        m = v;
      } else if (v != -std::numeric_limits<float>::infinity()) {
        s += std::exp(v - m);
      }
    }
    if (nan) {
      for (int64_t c = 0; c < cols; ++c) yr[c] = std::numeric_limits<float>::quiet_NaN();
      continue;
    }
    const float inv = 1.0f / s;
    for (int64_t c = 0; c < cols; ++c) yr[c] = std::exp(xr[c] - m) * inv;
  }
  return 0;
}
