// Planted wrong kernel (self-test only): gelu approximated as x * sigmoid(1.702 x) (the "quick
// gelu" of some codebases), reasoning that bf16 output hides the difference; the approximation is
// off by up to ~0.02 absolute and tens of percent relative for negative x, far beyond bf16's 8 ulp.
// Caught by: the small set.
#include <cmath>

int gelu_bf16(const km_bf16* x, km_bf16* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float v = km_bf16_to_f32(x[i]);
    y[i] = km_f32_to_bf16(v / (1.0f + std::exp(-1.702f * v)));
  }
  return 0;
}
