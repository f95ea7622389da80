// Planted wrong kernel (self-test only): a 4-wide body computes silu, but the remainder loop was
// copy-pasted from an identity/copy kernel and stores x unchanged, so the last n % 4 outputs are
// written yet wrong. Caught by: the small set (n = 1 is all tail).
#include <cmath>

static inline float silu(float v) {
  return v / (1.0f + std::exp(-v));
}

int silu_f32(const float* x, float* y, int64_t n) {
  const int64_t nv = n / 4 * 4;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < nv; i += 4) {
    y[i + 0] = silu(x[i + 0]);
    y[i + 1] = silu(x[i + 1]);
    y[i + 2] = silu(x[i + 2]);
    y[i + 3] = silu(x[i + 3]);
  }
  for (int64_t i = nv; i < n; ++i) y[i] = x[i];  // remainder
  return 0;
}
