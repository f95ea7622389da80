// Planted wrong kernel (self-test only): fp32 to fp16 by dropping the 13 low mantissa bits
// (truncation toward zero) instead of rounding to nearest even: the bit-shift conversion. Caught
// by: every case with a value whose dropped bits are at least half an fp16 step (about half of the
// normal draws), and the edges variant's ties.
#include <cstdint>
#include <cstring>

int cast_f32_f16(const float* x, km_f16* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) {
    uint32_t u;
    std::memcpy(&u, &x[i], 4);
    const uint32_t sign = (u >> 16) & 0x8000u, a = u & 0x7fffffffu;
    uint16_t h;
    if (a < 0x38800000u) h = static_cast<uint16_t>(sign);  // below fp16's normals: zero
    else if (a >= 0x47800000u) h = static_cast<uint16_t>(sign | 0x7c00u);
    else h = static_cast<uint16_t>(sign | ((a - 0x38000000u) >> 13));
    y[i].bits = h;
  }
  return 0;
}
