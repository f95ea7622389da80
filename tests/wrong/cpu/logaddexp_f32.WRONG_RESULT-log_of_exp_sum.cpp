// Planted wrong kernel (self-test only): logaddexp as log(exp(x) + exp(y)), the definition. Fine
// for moderate inputs (the normal inputs, std 3 times up to 2, stay below 88), but exp overflows to
// inf past 88.7 and underflows to 0 below -103, giving inf and -inf where the answer is the larger
// input (plus at most log 2); and where the result is near 0 the log of a sum near 1 loses its
// relative accuracy (about 80 fp32 eps). Caught by: the plain inputs and the specials (+-100, +-max).
#include <cmath>

int logaddexp_f32(const float* x, const float* y, float* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = std::log(std::exp(x[i]) + std::exp(y[i]));
  return 0;
}
