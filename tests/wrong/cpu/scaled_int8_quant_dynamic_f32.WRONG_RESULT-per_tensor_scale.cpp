// Planted wrong kernel (self-test only): one scale for the whole tensor (the largest |x| of all
// rows / 127) where the op wants one per row (token), written to every row's scale. Rows whose
// own maximum is smaller get coarser values and the wrong scale.
#include <cmath>

int scaled_int8_quant_dynamic_f32(const float* x, int8_t* q, float* s, int64_t m, int64_t n) {
  float amax = 0.0f;
  for (int64_t i = 0; i < m * n; ++i) amax = std::fmax(amax, std::fabs(x[i]));
  const float sc = amax / 127.0f;
  for (int64_t r = 0; r < m; ++r) s[r] = sc;
  for (int64_t i = 0; i < m * n; ++i) {
    const float v = std::rint(x[i] / sc);
    q[i] = static_cast<int8_t>(v < -128.0f ? -128.0f : (v > 127.0f ? 127.0f : v));
  }
  return 0;
}
