// SPDX-License-Identifier: Apache-2.0
#include <cmath>
#include <vector>

#include "core/reference.hpp"

// In place: out("qkv") starts as the packed initial values; the query and key heads are
// RMS-normalised, weighted and rotated over all d elements, the value heads left as they are.
KM_REFERENCE(fused_qk_norm_rope) {
  auto qw = ctx.in("q_weight");
  auto kw = ctx.in("k_weight");
  auto cs = ctx.in("cos_sin_cache");
  auto pos = ctx.in("positions");
  auto x = ctx.out("qkv");
  double* terms = ctx.scale("qkv");
  const int64_t t = ctx.size("t"), hq = ctx.size("hq"), hk = ctx.size("hk"), hv = ctx.size("hv");
  const int64_t d = ctx.size("d"), half = d / 2;
  const double eps = ctx.param("eps");
  const bool neox = ctx.param("is_neox") != 0;
  std::vector<double> n(static_cast<size_t>(d));
  for (int64_t i = 0; i < t; ++i) {
    const double* row = cs.data() + static_cast<int64_t>(pos[i]) * d;
    for (int64_t h = 0; h < hq + hk; ++h) {
      double* v = x.data() + (i * (hq + hk + hv) + h) * d;
      double* s = terms + (i * (hq + hk + hv) + h) * d;
      const double* w = h < hq ? qw.data() : kw.data();
      double ss = 0;
      for (int64_t j = 0; j < d; ++j) ss += v[j] * v[j];
      const double r = 1.0 / std::sqrt(ss / static_cast<double>(d) + eps);
      for (int64_t j = 0; j < d; ++j) n[j] = v[j] * r * w[j];
      for (int64_t j = 0; j < half; ++j) {
        const int64_t a = neox ? j : 2 * j, b = neox ? j + half : 2 * j + 1;
        const double c = row[j], sn = row[half + j];
        v[a] = n[a] * c - n[b] * sn;
        v[b] = n[b] * c + n[a] * sn;
        s[a] = std::fabs(n[a] * c) + std::fabs(n[b] * sn);
        s[b] = std::fabs(n[b] * c) + std::fabs(n[a] * sn);
      }
    }
  }
}
