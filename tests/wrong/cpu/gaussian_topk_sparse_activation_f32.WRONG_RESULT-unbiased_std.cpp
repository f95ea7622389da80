// Planted wrong kernel (self-test only): the cutoff uses the sample standard deviation (divide by
// d - 1, torch.std's default) where the op asks for the population one (unbiased=False). Everything
// else is careful (two passes, fp32 sums, an accurate quantile). The cutoff moves by about
// std * |k| / (2d): large for short rows, and still more than a bf16 ulp of the small outputs just
// above the cutoff on long ones. Caught by: every small case, the held-out rows of 7 and 1001, 14 of
// 16 drawn cases and the offset variant's short rows (seeds 101, 202).
#include <cmath>

int gaussian_topk_sparse_activation_f32(const float* x, km_bf16* y, int64_t rows, int64_t d,
                                        double target_sparsity) {
  double k = 0.0;
  for (int it = 0; it < 50; ++it)
    k -= (0.5 * std::erfc(-k / std::sqrt(2.0)) - target_sparsity) / (std::exp(-0.5 * k * k) / std::sqrt(2.0 * M_PI));
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * d;
    float s = 0.0f;
    for (int64_t j = 0; j < d; ++j) s += xr[j];
    const float mean = s / static_cast<float>(d);
    float q = 0.0f;
    for (int64_t j = 0; j < d; ++j) q += (xr[j] - mean) * (xr[j] - mean);
    const float t = mean + std::sqrt(q / static_cast<float>(d - 1)) * static_cast<float>(k);
    for (int64_t j = 0; j < d; ++j) {
      const float v = xr[j] - t;
      y[r * d + j] = km_f32_to_bf16(v > 0.0f ? v : 0.0f);
    }
  }
  return 0;
}
