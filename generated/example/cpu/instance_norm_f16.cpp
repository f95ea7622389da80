// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to fp16 once.
// One (sample, channel) row of s values per iteration: two-pass mean and biased variance.
#include <cmath>

int instance_norm_f16(const km_f16* x, km_f16* y, int64_t n, int64_t c, int64_t s, double eps) {
  const float inv_s = 1.0f / static_cast<float>(s);
  const float feps = static_cast<float>(eps);
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < n * c; ++r) {
    const km_f16* xr = x + r * s;
    km_f16* yr = y + r * s;
    float sum = 0.0f;
#pragma omp simd reduction(+ : sum)
    for (int64_t j = 0; j < s; ++j) sum += km_f16_to_f32(xr[j]);
    const float mean = sum * inv_s;
    float sq = 0.0f;
#pragma omp simd reduction(+ : sq)
    for (int64_t j = 0; j < s; ++j) {
      const float t = km_f16_to_f32(xr[j]) - mean;
      sq += t * t;
    }
    const float rstd = 1.0f / std::sqrt(sq * inv_s + feps);
    for (int64_t j = 0; j < s; ++j) yr[j] = km_f32_to_f16((km_f16_to_f32(xr[j]) - mean) * rstd);
  }
  return 0;
}
