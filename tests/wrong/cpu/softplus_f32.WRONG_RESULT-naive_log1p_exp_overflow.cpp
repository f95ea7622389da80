// Planted wrong kernel (self-test only): softplus as log1p(exp(x)) with no threshold. log1p keeps
// negative inputs accurate, so every ordinary input passes, but exp overflows to inf for x above
// about 88.7 and the result is inf where PyTorch (threshold 20) returns x itself. Caught by: the
// specials variant, which injects 100 and the largest float.
// km-reason: got inf
#include <cmath>

int softplus_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = std::log1p(std::exp(x[i]));
  return 0;
}
