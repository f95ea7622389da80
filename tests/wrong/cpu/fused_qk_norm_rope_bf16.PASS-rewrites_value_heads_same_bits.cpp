// KernelMark planted kernel (test input, not a sample): the honest sample, plus a pass that
// writes every value head back through float (x = bf16(float(x) * 1.0f)): the same bits, so
// it passes; the twin of normalises_value_heads, proving the in-place judging flags changed
// bits, not writes.
#include <cmath>
#include <vector>

int fused_qk_norm_rope_bf16(const km_bf16* q_weight, const km_bf16* k_weight, const km_bf16* cos_sin_cache,
                          const int64_t* positions, km_bf16* qkv, int64_t t, int64_t hq, int64_t hk,
                          int64_t hv, int64_t d, int64_t max_pos, double eps, int64_t is_neox) {
  const int64_t half = d / 2, heads = hq + hk + hv;
  for (int64_t i = 0; i < t; ++i)
    if (positions[i] < 0 || positions[i] >= max_pos) return 1;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < t; ++i) {
    std::vector<float> n(static_cast<size_t>(d));
    const km_bf16* row = cos_sin_cache + positions[i] * d;
    for (int64_t h = 0; h < hq + hk; ++h) {
      km_bf16* v = qkv + (i * heads + h) * d;
      const km_bf16* w = h < hq ? q_weight : k_weight;
      float ss = 0;
      for (int64_t j = 0; j < d; ++j) ss += km_bf16_to_f32(v[j]) * km_bf16_to_f32(v[j]);
      const float r = 1.0f / std::sqrt(ss / static_cast<float>(d) + static_cast<float>(eps));
      for (int64_t j = 0; j < d; ++j) n[j] = km_bf16_to_f32(v[j]) * r * km_bf16_to_f32(w[j]);
      for (int64_t j = 0; j < half; ++j) {
        const int64_t a = is_neox ? j : 2 * j, b = is_neox ? j + half : 2 * j + 1;
        const float c = km_bf16_to_f32(row[j]), s = km_bf16_to_f32(row[half + j]);
        v[a] = km_f32_to_bf16(n[a] * c - n[b] * s);
        v[b] = km_f32_to_bf16(n[b] * c + n[a] * s);
      }
    }
  }
  // The value heads, written back with the bits they hold.
  for (int64_t i = 0; i < t; ++i)
    for (int64_t j = (i * heads + hq + hk) * d; j < (i + 1) * heads * d; ++j)
      qkv[j] = km_f32_to_bf16(km_bf16_to_f32(qkv[j]) * 1.0f);
  return 0;
}
