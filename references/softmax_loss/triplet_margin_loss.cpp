// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// loss = mean over rows of max(margin + |a - p + eps|_2 - |a - n + eps|_2, 0), eps = 1e-6, in double.
// Term size: the mean of the two distances, which the loss is a difference of.
KM_REFERENCE(triplet_margin_loss) {
  auto a = ctx.in("a");
  auto p = ctx.in("p");
  auto n = ctx.in("n");
  auto loss = ctx.out("loss");
  const int64_t b = ctx.size("b"), d = ctx.size("d");
  const double margin = ctx.param("margin"), eps = 1e-6;
  double s = 0, terms = 0;
  for (int64_t r = 0; r < b; ++r) {
    double sp = 0, sn = 0;
    for (int64_t k = 0; k < d; ++k) {
      const double dp = a[r * d + k] - p[r * d + k] + eps, dn = a[r * d + k] - n[r * d + k] + eps;
      sp += dp * dp;
      sn += dn * dn;
    }
    const double l = margin + std::sqrt(sp) - std::sqrt(sn);
    s += l > 0 ? l : 0.0;
    terms += std::sqrt(sp) + std::sqrt(sn);
  }
  loss[0] = s / static_cast<double>(b);
  ctx.scale("loss")[0] = terms / static_cast<double>(b);
}
