// Honest twin (self-test only): u = x * (127 / amax) in fp32, a reciprocal and a product (as
// vLLM's dynamic kernel computes it) instead of x / (amax / 127). The two forms round
// differently, so next to a boundary k + 0.5 this kernel can land on the other integer than the
// reference's double; the quantized check's +-1-quantum allowance must accept exactly those
// elements (the record counts them in quantum_allowed), so this kernel must PASS.
#include <cmath>

int scaled_int8_quant_dynamic_f32(const float* x, int8_t* q, float* s, int64_t m, int64_t n) {
  for (int64_t r = 0; r < m; ++r) {
    const float* xr = x + r * n;
    float amax = 0.0f;
    for (int64_t j = 0; j < n; ++j) amax = std::fmax(amax, std::fabs(xr[j]));
    s[r] = amax / 127.0f;
    const float inv = 127.0f / amax;
    for (int64_t j = 0; j < n; ++j) {
      const float v = std::rint(xr[j] * inv);
      q[r * n + j] = static_cast<int8_t>(v < -128.0f ? -128.0f : (v > 127.0f ? 127.0f : v));
    }
  }
  return 0;
}
