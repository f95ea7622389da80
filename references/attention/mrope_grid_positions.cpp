// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>
#include <vector>

#include "core/reference.hpp"

namespace {
// Align-corners sampling of a g-point axis at n positions i * (g - 1) / (n - 1).
struct Sample {
  int64_t lo, hi;
  double frac;
};
std::vector<Sample> samples(int64_t n, int64_t g) {
  std::vector<Sample> s(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) {
    const double y = n > 1 ? static_cast<double>(i) * static_cast<double>(g - 1) / static_cast<double>(n - 1) : 0.0;
    const auto lo = std::min(static_cast<int64_t>(std::floor(y)), g - 1);
    s[static_cast<size_t>(i)] = {lo, std::min(lo + 1, g - 1), y - static_cast<double>(lo)};
  }
  return s;
}
}  // namespace

// Token order: frame, merged row bh, merged column bw, then ih, iw (patch row 2 bh + ih, column
// 2 bw + iw). Term sizes: pos, |weight * value| summed plus g times the largest |value| (an fp32
// position is up to g ulp off); cos and sin, the angle's size.
KM_REFERENCE(mrope_grid_positions) {
  auto W = ctx.in("pos_embed_weight");
  auto inv = ctx.in("inv_freq");
  auto pos = ctx.out("pos");
  auto cs = ctx.out("cos");
  auto sn = ctx.out("sin");
  double* pos_terms = ctx.scale("pos");
  double* cos_terms = ctx.scale("cos");
  double* sin_terms = ctx.scale("sin");
  const int64_t t = ctx.size("t"), mh = ctx.size("mh"), mw = ctx.size("mw"), g = ctx.size("g");
  const int64_t hidden = ctx.size("hidden"), q = ctx.size("q");
  const int64_t gh = 2 * mh, gw = 2 * mw;
  const std::vector<Sample> rs = samples(gh, g), csamp = samples(gw, g);
  int64_t tok = 0;
  for (int64_t f = 0; f < t; ++f)
    for (int64_t bh = 0; bh < mh; ++bh)
      for (int64_t bw = 0; bw < mw; ++bw)
        for (int64_t ih = 0; ih < 2; ++ih)
          for (int64_t iw = 0; iw < 2; ++iw, ++tok) {
            const int64_t r = 2 * bh + ih, c = 2 * bw + iw;
            const Sample& y = rs[static_cast<size_t>(r)];
            const Sample& x = csamp[static_cast<size_t>(c)];
            const int64_t src[4] = {y.lo * g + x.lo, y.lo * g + x.hi, y.hi * g + x.lo, y.hi * g + x.hi};
            const double wt[4] = {(1 - y.frac) * (1 - x.frac), (1 - y.frac) * x.frac, y.frac * (1 - x.frac), y.frac * x.frac};
            for (int64_t e = 0; e < hidden; ++e) {
              double sum = 0, mag = 0, mx = 0;
              for (int k = 0; k < 4; ++k) {
                const double v = W[src[k] * hidden + e];
                sum += wt[k] * v;
                mag += std::fabs(wt[k] * v);
                mx = std::max(mx, std::fabs(v));
              }
              pos[tok * hidden + e] = sum;
              pos_terms[tok * hidden + e] = mag + static_cast<double>(g) * mx;
            }
            for (int64_t j = 0; j < 4 * q; ++j) {
              const int64_t jj = j % (2 * q);
              const double a = static_cast<double>(jj < q ? r : c) * inv[jj % q];
              const int64_t o = tok * 4 * q + j;
              cs[o] = std::cos(a);
              sn[o] = std::sin(a);
              cos_terms[o] = sin_terms[o] = std::fabs(a);
            }
          }
}
