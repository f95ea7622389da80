// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// q[j] = x[2j] and q[d/2 + j] = x[2j + 1] (de-interleaved), then y = q * cos + rotate_half(q) * sin,
// cos and sin [b, 1, s, d] shared by the heads of a batch.
KM_REFERENCE(interleave_rope) {
  auto x = ctx.in("x");
  auto cs = ctx.in("cos");
  auto sn = ctx.in("sin");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t h = ctx.size("h"), s = ctx.size("s"), d = ctx.size("d"), half = d / 2;
  auto q = [&](int64_t base, int64_t e) { return e < half ? x[base + 2 * e] : x[base + 2 * (e - half) + 1]; };
  for (int64_t row = 0; row < x.numel() / d; ++row) {
    const int64_t base = row * d, tab = ((row / (h * s)) * s + row % s) * d;
    for (int64_t e = 0; e < d; ++e) {
      const double rot = e < half ? -q(base, e + half) : q(base, e - half);
      const double a = q(base, e) * cs[tab + e], c = rot * sn[tab + e];
      y[base + e] = a + c;
      terms[base + e] = std::fabs(a) + std::fabs(c);
    }
  }
}
