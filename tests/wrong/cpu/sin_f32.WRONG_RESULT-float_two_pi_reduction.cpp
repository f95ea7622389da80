// Planted wrong kernel (self-test only): sin with the argument reduced by a float 2 pi first
// (x - round(x / 2pi) * 2pi in float), a common "fast path". Close for |x| < pi, but the float
// 2 pi is off by 1.7e-7 and the product's rounding grows with |x|: next to sin's zeros the result
// is 600 fp32 eps off already at |x| near 10, and up to 1e9 eps near 3e4. Caught by: the plain
// normal inputs, the large variant (uniform in [-3e4, 3e4]) and the specials (1000, -31416).
#include <cmath>

int sin_f32(const float* x, float* y, int64_t n) {
  const float two_pi = 6.28318531f;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float k = std::nearbyint(x[i] / two_pi);
    y[i] = std::sin(x[i] - k * two_pi);
  }
  return 0;
}
