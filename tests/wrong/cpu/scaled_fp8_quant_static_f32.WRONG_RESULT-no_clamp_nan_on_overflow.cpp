// Planted defect (self-test only): no clamp to +-448 before the cast, and a hand-written
// conversion that, like a non-saturating cast (torch before it saturated, a raw cvt without
// satfinite), encodes anything rounding past 448 as NaN (0x7f). The base cases stay below 448;
// the past448 variant (small scales) puts most |x / scale| past it, where the reference clamps
// to +-448: the NaN elements must fail.
#include <cmath>
#include <cstdint>

static inline km_fp8e4m3 fp8_nan_on_overflow(float f) {
  km_fp8e4m3 r = km_f32_to_fp8e4m3(f);
  if (!(std::fabs(f) < 464.0f)) r.bits = static_cast<uint8_t>((std::signbit(f) ? 0x80 : 0) | 0x7f);
  return r;
}

int scaled_fp8_quant_static_f32(const float* x, const float* scale, km_fp8e4m3* q, int64_t m,
                                int64_t n) {
  const float inv = 1.0f / scale[0];
  for (int64_t i = 0; i < m * n; ++i) q[i] = fp8_nan_on_overflow(x[i] * inv);  // no clamp
  return 0;
}
