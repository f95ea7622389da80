// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Head rows in parallel: the sum of squares in fp32, the normalized row in fp32, the angles as
// fp32 position * inv_freq with cos/sin in double, then q_out / k_out; k rows also go to their
// key_cache row and the matching v rows are copied (bits) into value_cache.
#include <cmath>
#include <cstdint>
#include <vector>

namespace {

void rows(const km_bf16* x, const km_bf16* w, km_bf16* y, km_bf16* cache, const km_bf16* v,
          km_bf16* vcache, const float* inv_freq, const int64_t* position_ids,
          const int64_t* cache_position, int64_t b, int64_t heads, int64_t s, int64_t d,
          int64_t len, double eps) {
  const int64_t half = d / 2;
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < b * heads * s; ++r) {
    const int64_t bb = r / (heads * s), hh = (r / s) % heads, t = r % s, o = r * d;
    std::vector<float> xn(static_cast<size_t>(d));
    float sq = 0;
    for (int64_t e = 0; e < d; ++e) sq += km_bf16_to_f32(x[o + e]) * km_bf16_to_f32(x[o + e]);
    const float inv = 1.0f / std::sqrt(sq / static_cast<float>(d) + static_cast<float>(eps));
    for (int64_t e = 0; e < d; ++e)
      xn[static_cast<size_t>(e)] = km_bf16_to_f32(x[o + e]) * inv * km_bf16_to_f32(w[e]);
    const float p = static_cast<float>(position_ids[bb * s + t]);
    const int64_t co = ((bb * heads + hh) * len + cache_position[t]) * d;
    for (int64_t e = 0; e < d; ++e) {
      const double ang = static_cast<double>(p * inv_freq[e % half]);
      const float rot = e < half ? -xn[static_cast<size_t>(e + half)] : xn[static_cast<size_t>(e - half)];
      const km_bf16 out = km_f32_to_bf16(xn[static_cast<size_t>(e)] * static_cast<float>(std::cos(ang)) +
                                         rot * static_cast<float>(std::sin(ang)));
      y[o + e] = out;
      if (cache) {
        cache[co + e] = out;
        vcache[co + e] = v[o + e];
      }
    }
  }
}

}  // namespace

int fused_rope_qk_norm_kv_update_bf16(const km_bf16* q, const km_bf16* k, const km_bf16* v,
                                      const km_bf16* q_weight, const km_bf16* k_weight,
                                      const float* inv_freq, const int64_t* position_ids,
                                      const int64_t* cache_position, km_bf16* q_out, km_bf16* k_out,
                                      km_bf16* key_cache, km_bf16* value_cache, int64_t b, int64_t hq,
                                      int64_t hk, int64_t s, int64_t d, int64_t cache_len, double eps) {
  rows(q, q_weight, q_out, nullptr, nullptr, nullptr, inv_freq, position_ids, cache_position, b, hq, s,
       d, cache_len, eps);
  rows(k, k_weight, k_out, key_cache, v, value_cache, inv_freq, position_ids, cache_position, b, hk, s,
       d, cache_len, eps);
  return 0;
}
