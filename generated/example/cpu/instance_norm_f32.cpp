// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// One (sample, channel) row of s values per iteration: two-pass mean and biased variance.
#include <cmath>

int instance_norm_f32(const float* x, float* y, int64_t n, int64_t c, int64_t s, double eps) {
  const float inv_s = 1.0f / static_cast<float>(s);
  const float feps = static_cast<float>(eps);
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < n * c; ++r) {
    const float* xr = x + r * s;
    float* yr = y + r * s;
    float sum = 0.0f;
#pragma omp simd reduction(+ : sum)
    for (int64_t j = 0; j < s; ++j) sum += (xr[j]);
    const float mean = sum * inv_s;
    float sq = 0.0f;
#pragma omp simd reduction(+ : sq)
    for (int64_t j = 0; j < s; ++j) {
      const float t = (xr[j]) - mean;
      sq += t * t;
    }
    const float rstd = 1.0f / std::sqrt(sq * inv_s + feps);
    for (int64_t j = 0; j < s; ++j) yr[j] = (((xr[j]) - mean) * rstd);
  }
  return 0;
}
