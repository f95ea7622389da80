// Planted wrong kernel (self-test only): acosh(x) = log(x + sqrt(x * x - 1)) in float. Fine for
// moderate x, but next to 1 the sum x + sqrt(...) rounds away most of the small result (568 fp32 eps
// off at x = 1.00000036 in a sweep; about 20 eps at x = 1.1), and for x > 1.8e19 x * x overflows to
// inf. Caught by: the plain inputs in [1, 12], the near_one variant (x in [1, 1.01]) and the
// specials (max, 1e30 give inf).
#include <cmath>

int acosh_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float v = x[i];
    y[i] = std::log(v + std::sqrt(v * v - 1.0f));
  }
  return 0;
}
