// Planted wrong kernel (self-test only): the quotient is saturated and then converted with a plain
// cast, which truncates toward zero instead of rounding to nearest. Off by one on about half of
// the elements, far from any rounding boundary: the quantized check's +-1-quantum allowance
// (boundary elements only) must not accept it.
#include <cmath>

int scaled_int8_quant_static_f32(const float* x, const float* scale, int8_t* q, int64_t m,
                                 int64_t n) {
  const float sc = scale[0];
  for (int64_t i = 0; i < m * n; ++i) {
    const float u = x[i] / sc;
    q[i] = static_cast<int8_t>(u < -128.0f ? -128.0f : (u > 127.0f ? 127.0f : u));
  }
  return 0;
}
