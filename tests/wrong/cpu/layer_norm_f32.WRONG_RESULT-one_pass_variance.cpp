// Planted wrong kernel (self-test only): mean and variance in one pass as E[x^2] - E[x]^2 (one read
// of the row, a common "optimisation"). For rows near 3000 with unit spread the two terms cancel
// catastrophically in fp32 (variance off by 100% or negative, so NaN). Caught by: the "offset"
// input variant.
#include <cmath>

int layer_norm_f32(const float* x, const float* w, const float* b, float* y, int64_t rows,
                   int64_t d, double eps) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * d;
    float* yr = y + r * d;
    float s = 0.0f, sq = 0.0f;
#pragma omp simd reduction(+ : s, sq)
    for (int64_t j = 0; j < d; ++j) {
      s += xr[j];
      sq += xr[j] * xr[j];
    }
    const float mean = s / static_cast<float>(d);
    const float var = sq / static_cast<float>(d) - mean * mean;
    const float inv = 1.0f / std::sqrt(var + static_cast<float>(eps));
#pragma omp simd
    for (int64_t j = 0; j < d; ++j) yr[j] = (xr[j] - mean) * inv * w[j] + b[j];
  }
  return 0;
}
