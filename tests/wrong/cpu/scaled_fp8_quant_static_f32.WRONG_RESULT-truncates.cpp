// Planted defect (self-test only): converts to e4m3 by dropping the mantissa bits below the fp8
// precision (rounding toward zero) instead of rounding to nearest even. About half the elements
// land one code low in magnitude, far from any midpoint: the fp8 judge (check quantized) must
// reject them.
#include <cmath>
#include <cstdint>

static inline km_fp8e4m3 fp8_truncate(float f) {
  const float a = std::fabs(f);
  int e = static_cast<int>(std::floor(std::log2(a > 0 ? a : 1.0f)));
  if (e < -6) e = -6;
  const float q = std::ldexp(1.0f, e - 3);
  const float t = std::trunc(a / q) * q;  // the defect: trunc, not nearbyint
  km_fp8e4m3 r = km_f32_to_fp8e4m3(std::signbit(f) ? -t : t);  // t is on the grid: exact
  return r;
}

int scaled_fp8_quant_static_f32(const float* x, const float* scale, km_fp8e4m3* q, int64_t m,
                                int64_t n) {
  const float inv = 1.0f / scale[0];
  for (int64_t i = 0; i < m * n; ++i)
    q[i] = fp8_truncate(std::fmin(std::fmax(x[i] * inv, -448.0f), 448.0f));
  return 0;
}
