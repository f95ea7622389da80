// Honest twin (self-test only): u = x / s, a division, instead of vLLM's x * (1 / s). The two
// forms round differently, so next to the midpoint between two e4m3 codes this kernel can land on
// the other code than the reference's double rounds to; the fp8 judge's allowance (check
// quantized) must accept exactly those elements, so this kernel must PASS.
#include <cmath>

int scaled_fp8_quant_dynamic_f32(const float* x, km_fp8e4m3* q, float* s, int64_t m, int64_t n) {
  float amax = 0.0f;
  for (int64_t i = 0; i < m * n; ++i) amax = std::fmax(amax, std::fabs(x[i]));
  const float sc = amax / 448.0f;
  s[0] = sc;
  for (int64_t i = 0; i < m * n; ++i)
    q[i] = km_f32_to_fp8e4m3(std::fmin(std::fmax(x[i] / sc, -448.0f), 448.0f));
  return 0;
}
