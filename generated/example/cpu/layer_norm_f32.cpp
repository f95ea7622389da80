// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// One row per iteration: the row (d floats) stays in L1/L2 across three passes, so a two-pass
// mean/variance (accurate even when |mean| >> std) costs little over a one-pass formula.
#include <cmath>

int layer_norm_f32(const float* x, const float* w, const float* b, float* y, int64_t rows,
                   int64_t d, double eps) {
  const float inv_d = 1.0f / static_cast<float>(d);
  const float feps = static_cast<float>(eps);
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * d;
    float* yr = y + r * d;
    float sum = 0.0f;
#pragma omp simd reduction(+ : sum)
    for (int64_t i = 0; i < d; ++i) sum += xr[i];
    const float mean = sum * inv_d;
    float sq = 0.0f;
#pragma omp simd reduction(+ : sq)
    for (int64_t i = 0; i < d; ++i) {
      const float t = xr[i] - mean;
      sq += t * t;
    }
    const float rstd = 1.0f / std::sqrt(sq * inv_d + feps);
#pragma omp simd
    for (int64_t i = 0; i < d; ++i) yr[i] = (xr[i] - mean) * rstd * w[i] + b[i];
  }
  return 0;
}
