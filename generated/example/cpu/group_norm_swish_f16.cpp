// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// One (sample, group) block per iteration: its c / g channels are contiguous, (c / g) * s values;
// two-pass mean and biased variance in fp32, then z = (x - mean) * rstd * w + b and
// y = z * sigmoid(swish_scale * z), each output rounded once.
#include <cmath>

namespace {
inline float ld(km_f16 v) { return km_f16_to_f32(v); }
inline km_f16 st(float v) { return km_f32_to_f16(v); }
}  // namespace

int group_norm_swish_f16(const km_f16* x, const km_f16* w, const km_f16* b, km_f16* y, km_f16* mean, km_f16* rstd,
                          int64_t n, int64_t c, int64_t s, int64_t g, double eps,
                          double swish_scale) {
  if (g <= 0 || c % g != 0) return 1;
  const int64_t cg = c / g, len = cg * s;
  const float inv_len = 1.0f / static_cast<float>(len), k = static_cast<float>(swish_scale);
#pragma omp parallel for schedule(static)
  for (int64_t blk = 0; blk < n * g; ++blk) {
    const km_f16* xb = x + blk * len;
    km_f16* yb = y + blk * len;
    float sum = 0.0f;
    for (int64_t i = 0; i < len; ++i) sum += ld(xb[i]);
    const float m = sum * inv_len;
    float sq = 0.0f;
    for (int64_t i = 0; i < len; ++i) {
      const float t = ld(xb[i]) - m;
      sq += t * t;
    }
    const float r = 1.0f / std::sqrt(sq * inv_len + static_cast<float>(eps));
    mean[blk] = st(m);
    rstd[blk] = st(r);
    const int64_t ch0 = (blk % g) * cg;
    for (int64_t q = 0; q < cg; ++q) {
      const float scale = r * ld(w[ch0 + q]), shift = ld(b[ch0 + q]);
      for (int64_t j = 0; j < s; ++j) {
        const float z = (ld(xb[q * s + j]) - m) * scale + shift;
        yb[q * s + j] = st(z / (1.0f + std::exp(-k * z)));
      }
    }
  }
  return 0;
}
