// Planted wrong kernel (self-test only): soft margin loss that drops the labels (every t taken as
// +1). Caught by: every case with a label of -1 (half of them, drawn per seed).
#include <cmath>

int soft_margin_loss_f32(const float* x, const float* t, float* loss, int64_t n) {
  (void)t;
  double s = 0;
  for (int64_t i = 0; i < n; ++i) s += std::log1p(std::exp(-x[i]));
  loss[0] = static_cast<float>(s / static_cast<double>(n));
  return 0;
}
