// Planted wrong kernel (self-test only): relu as fmaxf(x, 0), the idiomatic C spelling; fmaxf
// returns the other operand when one is NaN, so NaN becomes 0 where torch.relu propagates it.
// Caught by: the "specials" input variant.
// km-reason: expected nan
#include <cmath>

int relu_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = std::fmax(x[i], 0.0f);
  return 0;
}
