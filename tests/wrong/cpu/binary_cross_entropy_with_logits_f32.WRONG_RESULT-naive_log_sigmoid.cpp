// Planted wrong kernel (self-test only): the textbook form -(pw t log(s) + (1 - t) log(1 - s)) with
// s = 1 / (1 + exp(-x)). For logits of a few units that is accurate enough, but s rounds to 1 for
// x > 17 (log(1 - s) = -inf) and to 0 for x < -88 (log(s) = -inf), so the loss becomes inf.
// Caught by: the "large" input variant (logits of magnitude ~100).
// km-reason: got inf
#include <cmath>

int binary_cross_entropy_with_logits_f32(const float* x, const float* t, const float* w, const float* pw,
                                         float* loss, int64_t rows, int64_t cols) {
  double total = 0.0;
#pragma omp parallel for schedule(static) reduction(+ : total)
  for (int64_t r = 0; r < rows; ++r) {
    for (int64_t c = 0; c < cols; ++c) {
      const float xv = x[r * cols + c], tv = t[r * cols + c];
      const float s = 1.0f / (1.0f + std::exp(-xv));
      total += -w[c] * (pw[c] * tv * std::log(s) + (1.0f - tv) * std::log(1.0f - s));
    }
  }
  loss[0] = static_cast<float>(total / (static_cast<double>(rows) * static_cast<double>(cols)));
  return 0;
}
