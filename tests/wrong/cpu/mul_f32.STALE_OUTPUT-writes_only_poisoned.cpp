// Planted wrong kernel (self-test only): "skips work already done": recomputes an element only
// where the output holds NaN or an implausibly huge value (what a fresh buffer looks like). Both
// poisoned calls pass. Caught by: the call with the outputs pre-filled with another case's answer.
// km-reason: pre-filled
#include <cmath>

int mul_f32(const float* x, const float* y, float* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float cur = z[i];
    if (cur != cur || std::fabs(cur) > 1e30f) z[i] = x[i] * y[i];
  }
  return 0;
}
