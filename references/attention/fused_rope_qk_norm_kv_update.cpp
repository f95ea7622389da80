// SPDX-License-Identifier: Apache-2.0
#include <cmath>
#include <vector>

#include "core/reference.hpp"

// Each head row of q and k: RMS-normalized times its weight, then rotated in halves by the angles
// position_ids[b, t] * inv_freq[e % (d / 2)]. Rotated k rows and the v rows also go to cache row
// cache_position[t]. Term size of a rotated element: |xn| + |rotate_half(xn)|, which bounds both
// products and their derivative in the angle (an fp32 angle is off by up to 1.2e-4 rad at 4095:
// where cos nearly vanishes, |xn cos| + |rot sin| alone was 7x smaller than that error in a sweep).
KM_REFERENCE(fused_rope_qk_norm_kv_update) {
  auto inv_freq = ctx.in("inv_freq");
  auto pid = ctx.in("position_ids");
  auto cpos = ctx.in("cache_position");
  auto v = ctx.in("v");
  auto kc = ctx.out("key_cache");
  auto vc = ctx.out("value_cache");
  double* tkc = ctx.scale("key_cache");
  const int64_t b = ctx.size("b"), s = ctx.size("s"), d = ctx.size("d");
  const int64_t hk = ctx.size("hk"), len = ctx.size("cache_len"), half = d / 2;
  const double eps = ctx.param("eps");
  std::vector<double> xn(static_cast<size_t>(d));
  auto run = [&](const char* in, const char* wname, const char* out, int64_t heads, bool cache) {
    auto x = ctx.in(in);
    auto w = ctx.in(wname);
    auto y = ctx.out(out);
    double* ty = ctx.scale(out);
    for (int64_t bb = 0; bb < b; ++bb)
      for (int64_t hh = 0; hh < heads; ++hh)
        for (int64_t t = 0; t < s; ++t) {
          const int64_t o = ((bb * heads + hh) * s + t) * d;
          const int64_t co = ((bb * heads + hh) * len + static_cast<int64_t>(cpos[t])) * d;
          double sq = 0;
          for (int64_t e = 0; e < d; ++e) sq += x[o + e] * x[o + e];
          const double inv = 1.0 / std::sqrt(sq / static_cast<double>(d) + eps);
          for (int64_t e = 0; e < d; ++e) xn[static_cast<size_t>(e)] = x[o + e] * inv * w[e];
          for (int64_t e = 0; e < d; ++e) {
            const double ang = pid[bb * s + t] * inv_freq[e % half];
            const double rot = e < half ? -xn[static_cast<size_t>(e + half)] : xn[static_cast<size_t>(e - half)];
            const double a = xn[static_cast<size_t>(e)] * std::cos(ang), c = rot * std::sin(ang);
            y[o + e] = a + c;
            ty[o + e] = std::fabs(xn[static_cast<size_t>(e)]) + std::fabs(rot);
            if (cache) {
              kc[co + e] = a + c;
              tkc[co + e] = ty[o + e];
              vc[co + e] = v[o + e];
            }
          }
        }
  };
  run("q", "q_weight", "q_out", ctx.size("hq"), false);
  run("k", "k_weight", "k_out", hk, true);
}
