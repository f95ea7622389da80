// Planted wrong kernel (self-test only): smooth_l1_loss with beta = delta (0.5 d^2 / delta below
// delta, d - delta / 2 above), which the MKB/KB sources use and which equals the Huber loss only at
// delta = 1: everywhere else it is the Huber loss divided by delta. Caught by: the drawn cases,
// where delta is drawn in [0.25, 4].
#include <cmath>

int huber_loss_f32(const float* x, const float* y, float* loss, int64_t n, double delta) {
  const float dl = static_cast<float>(delta);
  double total = 0.0;
#pragma omp parallel for schedule(static) reduction(+ : total)
  for (int64_t i = 0; i < n; ++i) {
    const float d = std::fabs(x[i] - y[i]);
    total += d < dl ? 0.5f * d * d / dl : d - 0.5f * dl;
  }
  loss[0] = static_cast<float>(total / static_cast<double>(n));
  return 0;
}
