// Planted wrong kernel (self-test only): margin ranking loss with margin hard-coded to PyTorch's
// default 0 (the fixed shape sets all use it). Caught by: the drawn cases, which draw margin in
// [0, 1].
#include <algorithm>

int margin_ranking_loss_f32(const float* x1, const float* x2, const float* t, float* loss,
                            int64_t n, double margin) {
  (void)margin;
  double s = 0;
  for (int64_t i = 0; i < n; ++i) s += std::max(0.0f, -t[i] * (x1[i] - x2[i]));
  loss[0] = static_cast<float>(s / static_cast<double>(n));
  return 0;
}
