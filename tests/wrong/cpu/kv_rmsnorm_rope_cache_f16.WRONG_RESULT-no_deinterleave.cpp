// KernelMark planted kernel (test input, not a sample): rotates the rope part in halves as it
// stands, without first de-interleaving it (q = x instead of cat(x[0::2], x[1::2])).
#include <cmath>
#include <vector>

namespace {
inline float ld(km_f16 v) { return km_f16_to_f32(v); }
inline km_f16 st(float v) { return km_f32_to_f16(v); }
}  // namespace

int kv_rmsnorm_rope_cache_f16(const km_f16* kv, const km_f16* gamma, const km_f16* cos, const km_f16* sin,
                               const int64_t* index, km_f16* k_cache, km_f16* ckv_cache, int64_t b,
                               int64_t s, int64_t rms, int64_t rope, int64_t blocks, int64_t bs,
                               double eps) {
  if (rope % 2 != 0) return 1;
  const int64_t half = rope / 2, row = rms + rope;
  int bad = 0;
#pragma omp parallel for schedule(static) reduction(| : bad)
  for (int64_t i = 0; i < b * s; ++i) {
    const int64_t slot = index[i];
    if (slot < 0 || slot >= blocks * bs) { bad = 1; continue; }
    const km_f16* x = kv + i * row;
    float sq = 0.0f;
    for (int64_t e = 0; e < rms; ++e) sq += ld(x[e]) * ld(x[e]);
    const float inv = 1.0f / std::sqrt(sq / static_cast<float>(rms) + static_cast<float>(eps));
    for (int64_t e = 0; e < rms; ++e) ckv_cache[slot * rms + e] = st(ld(x[e]) * inv * ld(gamma[e]));
    std::vector<float> q(static_cast<size_t>(rope));
    for (int64_t j = 0; j < rope; ++j) q[j] = ld(x[rms + j]);  // the defect: no de-interleave
    for (int64_t e = 0; e < rope; ++e) {
      const float rot = e < half ? -q[e + half] : q[e - half];
      k_cache[slot * rope + e] = st(q[e] * ld(cos[i * rope + e]) + rot * ld(sin[i * rope + e]));
    }
  }
  return bad;
}
