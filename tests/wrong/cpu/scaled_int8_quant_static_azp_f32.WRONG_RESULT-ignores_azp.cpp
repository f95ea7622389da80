// Planted wrong kernel (self-test only): asymmetric quantisation with the zero point left out,
// as a symmetric kernel would compute it. Caught wherever azp is not 0 (drawn in [-40, 40]).
#include <cmath>

int scaled_int8_quant_static_azp_f32(const float* x, const float* scale, const int32_t* azp,
                                     int8_t* q, int64_t m, int64_t n) {
  (void)azp;
  const float sc = scale[0];
  for (int64_t i = 0; i < m * n; ++i) {
    const float r = std::rint(x[i] / sc);
    q[i] = static_cast<int8_t>(r < -128.0f ? -128.0f : (r > 127.0f ? 127.0f : r));
  }
  return 0;
}
