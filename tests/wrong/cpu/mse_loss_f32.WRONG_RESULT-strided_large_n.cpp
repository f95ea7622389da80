// Planted wrong kernel (self-test only): a "two lanes per step" fast path for n >= 2^20 reads only
// the first element of each pair and doubles it: a sample estimate ~0.2% off (4 eps sqrt(n) is
// 0.05%). Shown n are below 2^20. Caught by: the held-out set (n = 1048583), judged without an rms
// floor.
int mse_loss_f32(const float* x, const float* y, float* loss, int64_t n) {
  double total = 0.0;
  if (n >= (int64_t{1} << 20)) {
#pragma omp parallel for schedule(static) reduction(+ : total)
    for (int64_t i = 0; i < n; i += 2) {
      const float d = x[i] - y[i];
      total += 2.0 * static_cast<double>(d * d);  // two lanes per step
    }
  } else {
#pragma omp parallel for schedule(static) reduction(+ : total)
    for (int64_t i = 0; i < n; ++i) {
      const float d = x[i] - y[i];
      total += static_cast<double>(d * d);
    }
  }
  loss[0] = static_cast<float>(total / static_cast<double>(n));
  return 0;
}
