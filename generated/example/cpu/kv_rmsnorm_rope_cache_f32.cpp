// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// One token per OpenMP iteration, in fp32: the RMS of kv's first rms elements, normalized times
// gamma into ckv_cache row index[i]; the last rope elements de-interleaved (evens, then odds) and
// rotated in halves with the token's cos/sin into k_cache row index[i]; each value rounded once.
#include <cmath>
#include <vector>

namespace {
inline float ld(float v) { return v; }
inline float st(float v) { return v; }
}  // namespace

int kv_rmsnorm_rope_cache_f32(const float* kv, const float* gamma, const float* cos, const float* sin,
                               const int64_t* index, float* k_cache, float* ckv_cache, int64_t b,
                               int64_t s, int64_t rms, int64_t rope, int64_t blocks, int64_t bs,
                               double eps) {
  if (rope % 2 != 0) return 1;
  const int64_t half = rope / 2, row = rms + rope;
  int bad = 0;
#pragma omp parallel for schedule(static) reduction(| : bad)
  for (int64_t i = 0; i < b * s; ++i) {
    const int64_t slot = index[i];
    if (slot < 0 || slot >= blocks * bs) { bad = 1; continue; }
    const float* x = kv + i * row;
    float sq = 0.0f;
    for (int64_t e = 0; e < rms; ++e) sq += ld(x[e]) * ld(x[e]);
    const float inv = 1.0f / std::sqrt(sq / static_cast<float>(rms) + static_cast<float>(eps));
    for (int64_t e = 0; e < rms; ++e) ckv_cache[slot * rms + e] = st(ld(x[e]) * inv * ld(gamma[e]));
    std::vector<float> q(static_cast<size_t>(rope));
    for (int64_t j = 0; j < half; ++j) {
      q[j] = ld(x[rms + 2 * j]);
      q[half + j] = ld(x[rms + 2 * j + 1]);
    }
    for (int64_t e = 0; e < rope; ++e) {
      const float rot = e < half ? -q[e + half] : q[e - half];
      k_cache[slot * rope + e] = st(q[e] * ld(cos[i * rope + e]) + rot * ld(sin[i * rope + e]));
    }
  }
  return bad;
}
