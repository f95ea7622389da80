// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// (batch, position) pairs in parallel: each gathers its cache row in every head, writes grad_value
// (a copy of the bits) and grad_key (rotate_half transposed), and sums grad_cos, grad_sin over the
// heads in fp32 (h terms).
#include <cstdint>
#include <vector>

#define LD(v) km_bf16_to_f32(v)
#define ST(v) km_f32_to_bf16(v)

int kv_cache_update_rope_backward_bf16(const km_bf16* grad_key_cache, const km_bf16* grad_value_cache,
                                     const km_bf16* key, const km_bf16* cos, const km_bf16* sin,
                                     const int64_t* cache_position, km_bf16* grad_key, km_bf16* grad_value,
                                     km_bf16* grad_cos, km_bf16* grad_sin, int64_t b, int64_t h, int64_t s,
                                     int64_t d, int64_t cache_len) {
  const int64_t half = d / 2;
#pragma omp parallel for schedule(static)
  for (int64_t bt = 0; bt < b * s; ++bt) {
    const int64_t bb = bt / s, t = bt % s, cso = bt * d;
    std::vector<float> ac(static_cast<size_t>(d), 0.0f), as(static_cast<size_t>(d), 0.0f);
    for (int64_t hh = 0; hh < h; ++hh) {
      const int64_t src = ((bb * h + hh) * cache_len + cache_position[t]) * d;
      const int64_t dst = ((bb * h + hh) * s + t) * d;
      for (int64_t e = 0; e < d; ++e) {
        const int64_t o = e < half ? e + half : e - half;
        const float g = LD(grad_key_cache[src + e]), go = LD(grad_key_cache[src + o]);
        const float rot = e < half ? go * LD(sin[cso + o]) : -(go * LD(sin[cso + o]));
        grad_key[dst + e] = ST(g * LD(cos[cso + e]) + rot);
        grad_value[dst + e] = grad_value_cache[src + e];
        const float k = LD(key[dst + e]), ko = LD(key[dst + o]);
        ac[static_cast<size_t>(e)] += g * k;
        as[static_cast<size_t>(e)] += e < half ? -(g * ko) : g * ko;
      }
    }
    for (int64_t e = 0; e < d; ++e) {
      grad_cos[cso + e] = ST(ac[static_cast<size_t>(e)]);
      grad_sin[cso + e] = ST(as[static_cast<size_t>(e)]);
    }
  }
  return 0;
}
