// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Each thread widens one row at a time into a float scratch buffer, computes a two-pass
// mean/variance and the affine output in float, and rounds to bf16 once per element.
#include <cmath>
#include <vector>

int layer_norm_bf16(const km_bf16* x, const km_bf16* w, const km_bf16* b, km_bf16* y, int64_t rows,
                    int64_t d, double eps) {
  const float inv_d = 1.0f / static_cast<float>(d);
  const float feps = static_cast<float>(eps);
  // Weight and bias are shared by every row: widen them once.
  std::vector<float> wf(d), bf(d);
  for (int64_t i = 0; i < d; ++i) {
    wf[i] = km_bf16_to_f32(w[i]);
    bf[i] = km_bf16_to_f32(b[i]);
  }
#pragma omp parallel
  {
    std::vector<float> row(d);
#pragma omp for schedule(static)
    for (int64_t r = 0; r < rows; ++r) {
      const km_bf16* xr = x + r * d;
      km_bf16* yr = y + r * d;
      float sum = 0.0f;
#pragma omp simd reduction(+ : sum)
      for (int64_t i = 0; i < d; ++i) {
        row[i] = km_bf16_to_f32(xr[i]);
        sum += row[i];
      }
      const float mean = sum * inv_d;
      float sq = 0.0f;
#pragma omp simd reduction(+ : sq)
      for (int64_t i = 0; i < d; ++i) {
        const float t = row[i] - mean;
        sq += t * t;
      }
      const float rstd = 1.0f / std::sqrt(sq * inv_d + feps);
      for (int64_t i = 0; i < d; ++i)
        yr[i] = km_f32_to_bf16((row[i] - mean) * rstd * wf[i] + bf[i]);
    }
  }
  return 0;
}
