// Planted defect (self-test only): writes e4m3 codes into an e5m2 cache (the two formats share
// a byte, not a layout): 1.0 is 0x38 in e4m3 but 0x3c in e5m2. Every element decodes wrong.
#include <cmath>

int convert_fp8_f16_f8e5m2(const km_f16* x, km_fp8e5m2* y, int64_t n, double scale) {
  const float sc = static_cast<float>(scale);
  for (int64_t i = 0; i < n; ++i) {
    const float v = std::fmin(std::fmax(km_f16_to_f32(x[i]) / sc, -448.0f), 448.0f);
    y[i].bits = km_f32_to_fp8e4m3(v).bits;  // the defect: the e4m3 encoder
  }
  return 0;
}
