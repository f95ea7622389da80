// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// One (sample, group) block per iteration: its c / g channels are contiguous, (c / g) * s
// values; two-pass mean and biased variance, then each channel's weight and bias.
#include <cmath>

int group_norm_bf16(const km_bf16* x, const km_bf16* w, const km_bf16* b, km_bf16* y, int64_t n, int64_t c, int64_t s,
           int64_t g, double eps) {
  const int64_t cg = c / g, len = cg * s;
  const float inv_len = 1.0f / static_cast<float>(len);
  const float feps = static_cast<float>(eps);
#pragma omp parallel for schedule(static)
  for (int64_t blk = 0; blk < n * g; ++blk) {
    const km_bf16* xb = x + blk * len;
    km_bf16* yb = y + blk * len;
    float sum = 0.0f;
#pragma omp simd reduction(+ : sum)
    for (int64_t k = 0; k < len; ++k) sum += km_bf16_to_f32(xb[k]);
    const float mean = sum * inv_len;
    float sq = 0.0f;
#pragma omp simd reduction(+ : sq)
    for (int64_t k = 0; k < len; ++k) {
      const float t = km_bf16_to_f32(xb[k]) - mean;
      sq += t * t;
    }
    const float rstd = 1.0f / std::sqrt(sq * inv_len + feps);
    const int64_t ch0 = (blk % g) * cg;
    for (int64_t q = 0; q < cg; ++q) {
      const float scale = rstd * km_bf16_to_f32(w[ch0 + q]), shift = km_bf16_to_f32(b[ch0 + q]);
      for (int64_t j = 0; j < s; ++j) yb[q * s + j] = km_f32_to_bf16((km_bf16_to_f32(xb[q * s + j]) - mean) * scale + shift);
    }
  }
  return 0;
}
