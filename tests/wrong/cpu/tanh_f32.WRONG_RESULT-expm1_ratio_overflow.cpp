// Planted wrong kernel (self-test only): tanh as expm1(2x) / (expm1(2x) + 2), accurate near 0
// (expm1 avoids the cancellation), so every ordinary input passes; but expm1(2x) overflows to inf
// for x > ~44 and inf / inf is NaN where tanh is 1. Caught by: the "specials" input variant (x =
// 50, 100, +inf).
// km-reason: got -nan
#include <cmath>

int tanh_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float e = std::expm1(2.0f * x[i]);
    y[i] = e / (e + 2.0f);
  }
  return 0;
}
