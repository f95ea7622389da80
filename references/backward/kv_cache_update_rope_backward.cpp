// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// Row t of batch bb, head hh reads cache row cache_position[t]. grad_key[e] = g[e] cos[e] plus
// g[e + d/2] sin[e + d/2] (e < d/2) or minus g[e - d/2] sin[e - d/2] (e >= d/2), the transpose of
// rotate_half; grad_cos and grad_sin sum g * key and g * rotate_half(key) over the heads.
KM_REFERENCE(kv_cache_update_rope_backward) {
  auto gkc = ctx.in("grad_key_cache");
  auto gvc = ctx.in("grad_value_cache");
  auto key = ctx.in("key");
  auto cs = ctx.in("cos");
  auto sn = ctx.in("sin");
  auto pos = ctx.in("cache_position");
  auto gk = ctx.out("grad_key");
  auto gv = ctx.out("grad_value");
  auto gc = ctx.out("grad_cos");
  auto gsn = ctx.out("grad_sin");
  double* tk = ctx.scale("grad_key");
  double* tc = ctx.scale("grad_cos");
  double* ts = ctx.scale("grad_sin");
  const int64_t b = ctx.size("b"), h = ctx.size("h"), s = ctx.size("s"), d = ctx.size("d");
  const int64_t len = ctx.size("cache_len"), half = d / 2;
  for (int64_t i = 0; i < gc.numel(); ++i) gc[i] = gsn[i] = 0;
  for (int64_t bb = 0; bb < b; ++bb)
    for (int64_t hh = 0; hh < h; ++hh)
      for (int64_t t = 0; t < s; ++t) {
        const int64_t src = ((bb * h + hh) * len + static_cast<int64_t>(pos[t])) * d;
        const int64_t dst = ((bb * h + hh) * s + t) * d, cso = (bb * s + t) * d;
        for (int64_t e = 0; e < d; ++e) {
          const double g = gkc[src + e];
          const int64_t o = e < half ? e + half : e - half;
          const double sign = e < half ? 1.0 : -1.0;
          const double a = g * cs[cso + e], r = sign * gkc[src + o] * sn[cso + o];
          gk[dst + e] = a + r;
          tk[dst + e] = std::fabs(a) + std::fabs(r);
          gv[dst + e] = gvc[src + e];
          const double pc = g * key[dst + e], ps = g * -sign * key[dst + o];
          gc[cso + e] += pc;
          gsn[cso + e] += ps;
          tc[cso + e] += std::fabs(pc);
          ts[cso + e] += std::fabs(ps);
        }
      }
}
