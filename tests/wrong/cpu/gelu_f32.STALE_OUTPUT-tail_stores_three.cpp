// Planted wrong kernel (self-test only): the 4-wide body runs while i + 4 < n (strict), and the
// remainder is handled by an unrolled "at most 3 left" block. When n % 4 == 0 four elements are
// left and only three are stored, so the last output is never written; every other n is right.
// Caught by: the poisoned outputs on the small set's n = 1000 (STALE_OUTPUT).
// km-reason: never written
#include <cmath>

static inline float gelu(float v) {
  return 0.5f * v * std::erfc(-v * 0.70710678118654752f);
}

int gelu_f32(const float* x, float* y, int64_t n) {
  int64_t i = 0;
  for (; i + 4 < n; i += 4) {
    y[i + 0] = gelu(x[i + 0]);
    y[i + 1] = gelu(x[i + 1]);
    y[i + 2] = gelu(x[i + 2]);
    y[i + 3] = gelu(x[i + 3]);
  }
  // 0..3 elements remain
  if (i + 0 < n) y[i + 0] = gelu(x[i + 0]);
  if (i + 1 < n) y[i + 1] = gelu(x[i + 1]);
  if (i + 2 < n) y[i + 2] = gelu(x[i + 2]);
  return 0;
}
