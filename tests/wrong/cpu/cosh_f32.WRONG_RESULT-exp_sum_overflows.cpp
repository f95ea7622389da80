// Planted wrong kernel (self-test only): cosh as (exp(x) + exp(-x)) / 2 in float. Within 1 fp32 eps
// wherever exp(|x|) stays finite, but for 88.7 < |x| < 89.4 exp overflows to inf while cosh is
// still finite (cosh(89) = 2.2e38). Caught by: the specials variant, which injects +-89.
// km-reason: got inf
#include <cmath>

int cosh_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = 0.5f * (std::exp(x[i]) + std::exp(-x[i]));
  return 0;
}
