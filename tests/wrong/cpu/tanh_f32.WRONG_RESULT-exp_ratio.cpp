// Planted wrong kernel (self-test only): tanh from its definition, (e^2x - 1) / (e^2x + 1). e^2x -
// 1 cancels for small |x| (relative error far above 4 ulp) and e^2x overflows for x > ~44, giving
// inf / inf = NaN. Caught by: the small set (inputs near 0 lose digits) before the specials
// variant's x = 50 is reached.
#include <cmath>

int tanh_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float e = std::exp(2.0f * x[i]);
    y[i] = (e - 1.0f) / (e + 1.0f);
  }
  return 0;
}
