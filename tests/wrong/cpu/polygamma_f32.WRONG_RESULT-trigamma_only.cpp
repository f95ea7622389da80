// Planted wrong kernel (self-test only): polygamma that computes the trigamma function (k = 1, the
// default) whatever k is passed. Caught by: the small and held-out shapes with k = 0, 2, 3 and the
// drawn k.
#include <cmath>

static double trigamma(double x) {
  double r = 0.0;
  while (x < 16.0) {
    r += 1.0 / (x * x);
    x += 1.0;
  }
  const double t = 1.0 / (x * x);
  return r + 1.0 / x + 0.5 * t + t / x * (1.0 / 6 - t * (1.0 / 30 - t * (1.0 / 42 - t / 30)));
}

int polygamma_f32(const float* x, float* y, int64_t n, int64_t k) {
  (void)k;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = static_cast<float>(trigamma(x[i]));
  return 0;
}
