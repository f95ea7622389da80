// Planted wrong kernel (self-test only): gx = gy * (1 - sigmoid(x)), the textbook form. For
// x above about 17, sigmoid(x) rounds to 1 in fp32 and the factor to 0 (exact: exp(-x)), and
// it is far off relative well before (x = 10: 1 - 0.9999546f keeps 3 digits). Caught by: small,
// heldout and drawn (x ~ N(0, 8)) and the specials (x = 30, 80).
#include <cmath>

int log_sigmoid_backward_f32(const float* gy, const float* x, float* gx, int64_t n) {
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) gx[i] = gy[i] * (1.0f - 1.0f / (1.0f + std::exp(-x[i])));
  return 0;
}
