// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// One (sample, group) block per iteration: its c / g channels are contiguous, (c / g) * s
// values; two-pass mean and biased variance, then each channel's weight and bias.
#include <cmath>

int group_norm_f32(const float* x, const float* w, const float* b, float* y, int64_t n, int64_t c, int64_t s,
           int64_t g, double eps) {
  const int64_t cg = c / g, len = cg * s;
  const float inv_len = 1.0f / static_cast<float>(len);
  const float feps = static_cast<float>(eps);
#pragma omp parallel for schedule(static)
  for (int64_t blk = 0; blk < n * g; ++blk) {
    const float* xb = x + blk * len;
    float* yb = y + blk * len;
    float sum = 0.0f;
#pragma omp simd reduction(+ : sum)
    for (int64_t k = 0; k < len; ++k) sum += (xb[k]);
    const float mean = sum * inv_len;
    float sq = 0.0f;
#pragma omp simd reduction(+ : sq)
    for (int64_t k = 0; k < len; ++k) {
      const float t = (xb[k]) - mean;
      sq += t * t;
    }
    const float rstd = 1.0f / std::sqrt(sq * inv_len + feps);
    const int64_t ch0 = (blk % g) * cg;
    for (int64_t q = 0; q < cg; ++q) {
      const float scale = rstd * (w[ch0 + q]), shift = (b[ch0 + q]);
      for (int64_t j = 0; j < s; ++j) yb[q * s + j] = (((xb[q * s + j]) - mean) * scale + shift);
    }
  }
  return 0;
}
