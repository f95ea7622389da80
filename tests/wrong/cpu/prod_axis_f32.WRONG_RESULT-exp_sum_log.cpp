// Planted wrong kernel (self-test only): the product as exp(sum of log x), which turns a long product
// into a well-behaved sum and is accurate for the positive inputs near 1 that most cases draw. A
// negative factor has no real log (NaN), so any column holding one comes out NaN instead of a signed
// product. Caught by: the "specials" input variant (it plants -2).
#include <algorithm>
#include <cmath>

int prod_axis_f32(const float* x, float* y, int64_t outer, int64_t d, int64_t inner) {
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < outer * inner; ++t) {
    const int64_t o = t / inner, i = t % inner;
    double s = 0.0;
    for (int64_t k = 0; k < d; ++k) s += std::log(static_cast<double>(x[(o * d + k) * inner + i]));
    y[t] = static_cast<float>(std::exp(s));
  }
  return 0;
}
