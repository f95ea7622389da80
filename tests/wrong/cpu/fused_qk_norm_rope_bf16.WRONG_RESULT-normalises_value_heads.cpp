// KernelMark planted kernel (test input, not a sample): RMS-normalises the value heads too (with
// k_weight, and no rotation), which the op leaves alone.
#include <cmath>

int fused_qk_norm_rope_bf16(const km_bf16* q_weight, const km_bf16* k_weight,
                            const km_bf16* cos_sin_cache, const int64_t* positions, km_bf16* qkv,
                            int64_t t, int64_t hq, int64_t hk, int64_t hv, int64_t d,
                            int64_t max_pos, double eps, int64_t is_neox) {
  (void)max_pos;
  const int64_t half = d / 2, heads = hq + hk + hv;
  float n[1024];
  if (d > 1024) return 1;
  for (int64_t i = 0; i < t; ++i) {
    const km_bf16* row = cos_sin_cache + positions[i] * d;
    for (int64_t h = 0; h < heads; ++h) {
      km_bf16* v = qkv + (i * heads + h) * d;
      const km_bf16* w = h < hq ? q_weight : k_weight;
      float ss = 0;
      for (int64_t j = 0; j < d; ++j) ss += km_bf16_to_f32(v[j]) * km_bf16_to_f32(v[j]);
      const float r = 1.0f / std::sqrt(ss / static_cast<float>(d) + static_cast<float>(eps));
      for (int64_t j = 0; j < d; ++j) n[j] = km_bf16_to_f32(v[j]) * r * km_bf16_to_f32(w[j]);
      if (h >= hq + hk) {
        for (int64_t j = 0; j < d; ++j) v[j] = km_f32_to_bf16(n[j]);
        continue;
      }
      for (int64_t j = 0; j < half; ++j) {
        const int64_t a = is_neox ? j : 2 * j, b = is_neox ? j + half : 2 * j + 1;
        const float c = km_bf16_to_f32(row[j]), s = km_bf16_to_f32(row[half + j]);
        v[a] = km_f32_to_bf16(n[a] * c - n[b] * s);
        v[b] = km_f32_to_bf16(n[b] * c + n[a] * s);
      }
    }
  }
  return 0;
}
