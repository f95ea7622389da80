// Planted wrong kernel (self-test only): training-mode batch norm normalizing with the unbiased
// variance (divide by n * s - 1, torch.var's default and what running_var stores) where
// F.batch_norm normalizes with the biased one (divide by n * s). Off by sqrt(N / (N - 1)): 41 %
// for a channel of two values, 0.1 % for 500. Caught by: the small and drawn sets (few values per
// channel).
#include <cmath>

int batch_norm_train_f32(const float* x, const float* w, const float* b, float* y, int64_t n,
                         int64_t c, int64_t s, double eps) {
  const int64_t cnt = n * s;
#pragma omp parallel for schedule(dynamic)
  for (int64_t ch = 0; ch < c; ++ch) {
    float sum = 0.0f;
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < s; ++j) sum += x[(i * c + ch) * s + j];
    const float mean = sum / static_cast<float>(cnt);
    float sq = 0.0f;
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < s; ++j) {
        const float t = x[(i * c + ch) * s + j] - mean;
        sq += t * t;
      }
    const float var = sq / static_cast<float>(cnt - 1);
    const float scale = w[ch] / std::sqrt(var + static_cast<float>(eps));
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < s; ++j)
        y[(i * c + ch) * s + j] = (x[(i * c + ch) * s + j] - mean) * scale + b[ch];
  }
  return 0;
}
