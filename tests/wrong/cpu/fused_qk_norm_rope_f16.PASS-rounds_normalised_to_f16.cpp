// KernelMark planted kernel (test input, not a sample): the honest kernel with the normalised
// value rounded to fp16 before the rotation, as the semantics does by writing it into qkv. Each
// rotated element's terms then carry one fp16 rounding, which the spec's term_ulp allows; before
// term_ulp this failed, as torch.compile did on the H200 and the CPU (2026-12-05).
#include <cmath>
#include <vector>

namespace {
float round_normalised(float x) {
  return km_f16_to_f32(km_f32_to_f16(x));
}
}  // namespace

int fused_qk_norm_rope_f16(const km_f16* q_weight, const km_f16* k_weight, const km_f16* cos_sin_cache,
                           const int64_t* positions, km_f16* qkv, int64_t t, int64_t hq, int64_t hk,
                           int64_t hv, int64_t d, int64_t max_pos, double eps, int64_t is_neox) {
  const int64_t half = d / 2, heads = hq + hk + hv;
  for (int64_t i = 0; i < t; ++i)
    if (positions[i] < 0 || positions[i] >= max_pos) return 1;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < t; ++i) {
    std::vector<float> n(static_cast<size_t>(d));
    const km_f16* row = cos_sin_cache + positions[i] * d;
    for (int64_t h = 0; h < hq + hk; ++h) {
      km_f16* v = qkv + (i * heads + h) * d;
      const km_f16* w = h < hq ? q_weight : k_weight;
      float ss = 0;
      for (int64_t j = 0; j < d; ++j) ss += km_f16_to_f32(v[j]) * km_f16_to_f32(v[j]);
      const float r = 1.0f / std::sqrt(ss / static_cast<float>(d) + static_cast<float>(eps));
      for (int64_t j = 0; j < d; ++j) n[j] = round_normalised(km_f16_to_f32(v[j]) * r * km_f16_to_f32(w[j]));
      for (int64_t j = 0; j < half; ++j) {
        const int64_t a = is_neox ? j : 2 * j, b = is_neox ? j + half : 2 * j + 1;
        const float c = km_f16_to_f32(row[j]), s = km_f16_to_f32(row[half + j]);
        v[a] = km_f32_to_f16(n[a] * c - n[b] * s);
        v[b] = km_f32_to_f16(n[b] * c + n[a] * s);
      }
    }
  }
  return 0;
}
