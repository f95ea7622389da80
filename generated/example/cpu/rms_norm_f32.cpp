// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// One row per iteration: a SIMD sum of squares, one reciprocal square root, then a scaled copy.
#include <cmath>

int rms_norm_f32(const float* x, const float* w, float* y, int64_t rows, int64_t d, double eps) {
  const float inv_d = 1.0f / static_cast<float>(d);
  const float feps = static_cast<float>(eps);
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * d;
    float* yr = y + r * d;
    float sq = 0.0f;
#pragma omp simd reduction(+ : sq)
    for (int64_t i = 0; i < d; ++i) sq += xr[i] * xr[i];
    const float rrms = 1.0f / std::sqrt(sq * inv_d + feps);
#pragma omp simd
    for (int64_t i = 0; i < d; ++i) yr[i] = xr[i] * rrms * w[i];
  }
  return 0;
}
