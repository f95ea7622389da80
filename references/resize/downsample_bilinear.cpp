// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>

#include "core/reference.hpp"

namespace {
// align_corners = False: source coordinate max((i + 0.5) in / out - 0.5, 0); taps i0 and
// i0 + 1 (clamped to the last index), weight of i0 + 1 the fractional part.
struct Tap {
  int64_t i0, i1;
  double l1;
};
Tap tap(int64_t i, int64_t in, int64_t out) {
  const double src = std::max((static_cast<double>(i) + 0.5) * static_cast<double>(in) / static_cast<double>(out) - 0.5, 0.0);
  const int64_t i0 = std::min(static_cast<int64_t>(src), in - 1);
  return {i0, std::min(i0 + 1, in - 1), src - static_cast<double>(i0)};
}
}  // namespace

// Bilinear, align_corners = False (F.interpolate). Term size: the sum of |weight * input| plus
// (h + w) times the largest |input| tapped: the source coordinate formed in fp32, as PyTorch
// forms it, is up to about h ulp of 1 off, which moves the weights by that much (an fp16 kernel
// was 1.2e-5 off an output of -1.24e-3 from h = 101 rows without it).
KM_REFERENCE(downsample_bilinear) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t planes = ctx.size("n") * ctx.size("c"), h = ctx.size("h"), w = ctx.size("w");
  const int64_t ho = ctx.size("ho"), wo = ctx.size("wo");
  for (int64_t p = 0; p < planes; ++p)
    for (int64_t a = 0; a < ho; ++a) {
      const Tap r = tap(a, h, ho);
      for (int64_t b = 0; b < wo; ++b) {
        const Tap c = tap(b, w, wo);
        const double* xp = x.data() + p * h * w;
        const double v[4] = {(1 - r.l1) * (1 - c.l1) * xp[r.i0 * w + c.i0], (1 - r.l1) * c.l1 * xp[r.i0 * w + c.i1],
                             r.l1 * (1 - c.l1) * xp[r.i1 * w + c.i0], r.l1 * c.l1 * xp[r.i1 * w + c.i1]};
        const int64_t k = (p * ho + a) * wo + b;
        y[k] = v[0] + v[1] + v[2] + v[3];
        const double mx = std::max({std::fabs(xp[r.i0 * w + c.i0]), std::fabs(xp[r.i0 * w + c.i1]),
                                    std::fabs(xp[r.i1 * w + c.i0]), std::fabs(xp[r.i1 * w + c.i1])});
        terms[k] = std::fabs(v[0]) + std::fabs(v[1]) + std::fabs(v[2]) + std::fabs(v[3]) +
                   static_cast<double>(h + w) * mx;
      }
    }
}
