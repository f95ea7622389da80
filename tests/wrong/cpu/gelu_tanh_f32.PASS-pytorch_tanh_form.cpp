// Honest twin (self-test only): gelu_tanh exactly as PyTorch's CPU kernel writes it,
// 0.5 x (1 + tanh(u)). 1 + tanh(u) cancels for negative x, an absolute error of up to 0.64 fp32
// eps (x near -5), and tanh saturates to -1 below x = -5.8 (outputs -0 for values under 3e-7);
// the spec's abs_ulp floor admits both, so PyTorch's own formula passes.
#include <cmath>

int gelu_tanh_f32(const float* x, float* y, int64_t n) {
  const float k0 = 0.7978845608028654f, k1 = 0.044715f;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float v = x[i];
    y[i] = 0.5f * v * (1.0f + std::tanh(k0 * (v + k1 * v * v * v)));
  }
  return 0;
}
