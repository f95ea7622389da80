// Planted wrong kernel (self-test only): sigmoid(x) = 1 - 1 / (1 + exp(x)), i.e. 1 - sigmoid(-x)
// "for stability": for negative x small outputs lose most digits, and elementwise ops get no rms
// floor. Caught by: the small set, at the first input below about -3 (for n = 1, the
// changed-element call).
#include <cmath>

int sigmoid_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = 1.0f - 1.0f / (1.0f + std::exp(x[i]));
  return 0;
}
