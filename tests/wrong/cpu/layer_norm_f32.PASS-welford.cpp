// Honest twin (self-test only) of layer_norm_f32.WRONG_RESULT-one_pass_variance: still one read of
// the row for the statistics, but with Welford's update (running mean and sum of squared deviations
// from it), which does not cancel for rows far from zero. Must PASS, the "offset" variant (rows
// near 3000) included.
// km-perf-sizes: rows=256,d=1024
#include <cmath>

int layer_norm_f32(const float* x, const float* w, const float* b, float* y, int64_t rows,
                   int64_t d, double eps) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * d;
    float* yr = y + r * d;
    double mean = 0.0, m2 = 0.0;
    for (int64_t j = 0; j < d; ++j) {
      const double v = xr[j];
      const double delta = v - mean;
      mean += delta / static_cast<double>(j + 1);
      m2 += delta * (v - mean);
    }
    const float mu = static_cast<float>(mean);
    const float inv = static_cast<float>(1.0 / std::sqrt(m2 / static_cast<double>(d) + eps));
#pragma omp simd
    for (int64_t j = 0; j < d; ++j) yr[j] = (xr[j] - mu) * inv * w[j] + b[j];
  }
  return 0;
}
