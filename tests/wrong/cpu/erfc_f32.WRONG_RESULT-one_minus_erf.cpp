// Planted wrong kernel (self-test only): erfc as 1 - erf(x), the textbook identity. Exact near 0
// and for negative x, but for x > 2 the result is small and the subtraction cancels: at x = 6 the
// float 1 - erf(x) is 0 where erfc is 2e-17 (8.4e6 fp32 eps off over a 2M-input sweep). Caught by:
// the plain normal inputs (std 2.5, so x > 3 in every larger case), judged relative per element.
#include <cmath>

int erfc_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = 1.0f - std::erf(x[i]);
  return 0;
}
