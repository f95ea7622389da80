// Planted wrong kernel (self-test only): hinge loss taking label t[i] for row i (the labels
// broadcast along rows, so label j belongs to column j; KernelBench's B == N hides the
// difference in shape). Caught by: every case with more than one distinct label position.
#include <algorithm>

int hinge_loss_f32(const float* pred, const float* t, float* loss, int64_t b, int64_t n) {
  double s = 0;
  for (int64_t i = 0; i < b; ++i)
    for (int64_t j = 0; j < n; ++j) s += std::max(0.0f, 1.0f - pred[i * n + j] * t[i % n]);
  loss[0] = static_cast<float>(s / static_cast<double>(b * n));
  return 0;
}
