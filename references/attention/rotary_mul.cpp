// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// y = x * r1 + rotate(x) * r2, r1 and r2 [s, d] shared by every batch and head. Element e's
// partner: mode 0 e +- d/2 (negated in the first half), mode 1 e ^ 1 (negated at even e).
KM_REFERENCE(rotary_mul) {
  auto x = ctx.in("x");
  auto r1 = ctx.in("r1");
  auto r2 = ctx.in("r2");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t s = ctx.size("s"), d = ctx.size("d"), half = d / 2;
  const bool interleave = ctx.param("mode") != 0;
  for (int64_t row = 0; row < x.numel() / d; ++row) {
    const int64_t base = row * d, tab = (row % s) * d;
    for (int64_t e = 0; e < d; ++e) {
      const double rot = interleave ? (e % 2 == 0 ? -x[base + e + 1] : x[base + e - 1])
                                    : (e < half ? -x[base + e + half] : x[base + e - half]);
      const double a = x[base + e] * r1[tab + e], c = rot * r2[tab + e];
      y[base + e] = a + c;
      terms[base + e] = std::fabs(a) + std::fabs(c);
    }
  }
}
