// Honest twin (self-test only): training-mode batch norm with one Welford pass per channel
// (running mean and sum of squared deviations, numerically stable around a large mean) instead of
// two passes. Must PASS, the offset variant (3000 + N(0, 1)) included.
#include <cmath>

int batch_norm_train_f32(const float* x, const float* w, const float* b, float* y, int64_t n,
                         int64_t c, int64_t s, double eps) {
#pragma omp parallel for schedule(dynamic)
  for (int64_t ch = 0; ch < c; ++ch) {
    double mean = 0.0, m2 = 0.0;
    int64_t k = 0;
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < s; ++j) {
        const double v = x[(i * c + ch) * s + j];
        ++k;
        const double delta = v - mean;
        mean += delta / static_cast<double>(k);
        m2 += delta * (v - mean);
      }
    const float fmean = static_cast<float>(mean);
    const float scale = w[ch] / static_cast<float>(std::sqrt(m2 / static_cast<double>(k) + eps));
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < s; ++j)
        y[(i * c + ch) * s + j] = (x[(i * c + ch) * s + j] - fmean) * scale + b[ch];
  }
  return 0;
}
