// Planted wrong kernel (self-test only): the tanh approximation of gelu, 0.5 x (1 + tanh(sqrt(2/pi)
// (x + 0.044715 x^3))), which is PyTorch's approximate='tanh' mode, not the erf gelu the spec asks
// for; its relative error in the negative tail (x near -3) is several percent, beyond fp16's 8 ulp
// (0.8%). Caught by: the small set.
#include <cmath>

int gelu_f16(const km_f16* x, km_f16* y, int64_t n) {
  const float k0 = 0.7978845608028654f, k1 = 0.044715f;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float v = km_f16_to_f32(x[i]);
    y[i] = km_f32_to_f16(0.5f * v * (1.0f + std::tanh(k0 * (v + k1 * v * v * v))));
  }
  return 0;
}
