// Planted wrong kernel (self-test only): rounds correctly but converts the int32 result to int8
// without saturating, so quotients beyond [-128, 127] wrap around (300 becomes 44). The scales
// (0.01 to 0.04) put many inputs past 127, and the saturation variant plants the largest fp16.
#include <cmath>

int scaled_int8_quant_static_f16(const km_f16* x, const float* scale, int8_t* q, int64_t m,
                                 int64_t n) {
  const float sc = scale[0];
  for (int64_t i = 0; i < m * n; ++i) {
    const int32_t r = static_cast<int32_t>(std::rint(km_f16_to_f32(x[i]) / sc));
    q[i] = static_cast<int8_t>(static_cast<uint32_t>(r) & 0xFFu);
  }
  return 0;
}
