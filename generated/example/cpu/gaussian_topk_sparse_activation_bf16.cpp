// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Per row: mean, then the population variance around that mean (two passes, float sums), cutoff
// t = mean + std * ndtri(target_sparsity), and y = max(x - t, 0) rounded to bf16. The quantile is found
// once per call by Newton's method on the normal CDF 0.5 * erfc(-k / sqrt(2)), in double.
// Each bf16 element is widened to float; all math is in float and each result is rounded to bf16 once.
#include <cmath>

static double normal_quantile(double p) {
  double k = 0.0;
  for (int it = 0; it < 50; ++it) {
    const double f = 0.5 * std::erfc(-k / std::sqrt(2.0)) - p;
    const double df = std::exp(-0.5 * k * k) / std::sqrt(2.0 * M_PI);
    k -= f / df;
  }
  return k;
}

int gaussian_topk_sparse_activation_bf16(const km_bf16* x, km_bf16* y, int64_t rows, int64_t d, double target_sparsity) {
  const float k = static_cast<float>(normal_quantile(target_sparsity));
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const km_bf16* xr = x + r * d;
    km_bf16* yr = y + r * d;
    float s = 0.0f;
#pragma omp simd reduction(+ : s)
    for (int64_t j = 0; j < d; ++j) s += km_bf16_to_f32(xr[j]);
    const float mean = s / static_cast<float>(d);
    float q = 0.0f;
#pragma omp simd reduction(+ : q)
    for (int64_t j = 0; j < d; ++j) {
      const float c = km_bf16_to_f32(xr[j]) - mean;
      q += c * c;
    }
    const float t = mean + std::sqrt(q / static_cast<float>(d)) * k;
    for (int64_t j = 0; j < d; ++j) {
      const float v = km_bf16_to_f32(xr[j]) - t;
      yr[j] = km_f32_to_bf16(v > 0.0f ? v : 0.0f);
    }
  }
  return 0;
}
