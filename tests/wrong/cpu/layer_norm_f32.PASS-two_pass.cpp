// Honest twin (self-test only) of layer_norm_f32.WRONG_RESULT-one_pass_variance: two passes in
// fp32, the mean first and then the mean of squared deviations from it, each a vectorised sum. Must
// PASS, the "offset" variant (rows near 3000) included.
// km-perf-sizes: rows=256,d=1024
#include <cmath>

int layer_norm_f32(const float* x, const float* w, const float* b, float* y, int64_t rows,
                   int64_t d, double eps) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * d;
    float* yr = y + r * d;
    float s = 0.0f;
#pragma omp simd reduction(+ : s)
    for (int64_t j = 0; j < d; ++j) s += xr[j];
    const float mean = s / static_cast<float>(d);
    float sq = 0.0f;
#pragma omp simd reduction(+ : sq)
    for (int64_t j = 0; j < d; ++j) sq += (xr[j] - mean) * (xr[j] - mean);
    const float inv = 1.0f / std::sqrt(sq / static_cast<float>(d) + static_cast<float>(eps));
#pragma omp simd
    for (int64_t j = 0; j < d; ++j) yr[j] = (xr[j] - mean) * inv * w[j] + b[j];
  }
  return 0;
}
