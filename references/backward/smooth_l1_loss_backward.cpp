// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// d = x - t; gx = g (|d| < beta ? d / beta : sign(d)) / (reduction == mean ? n : 1), g = gy[i]
// for reduction none, else gy[0]. Term size in the quadratic region |g| (|x| + |t|) / beta / norm:
// x - t cancels there.
KM_REFERENCE(smooth_l1_loss_backward) {
  auto gy = ctx.in("gy");
  auto x = ctx.in("x");
  auto t = ctx.in("t");
  auto gx = ctx.out("gx");
  double* terms = ctx.scale("gx");
  const int64_t n = ctx.size("n");
  const double beta = ctx.param("beta");
  const int64_t red = static_cast<int64_t>(ctx.param("reduction"));
  const double norm = red == 1 ? 1.0 / static_cast<double>(n) : 1.0;
  for (int64_t i = 0; i < n; ++i) {
    const double g = red == 0 ? gy[i] : gy[0];
    const double d = x[i] - t[i];
    if (std::fabs(d) < beta) {
      gx[i] = g * norm * d / beta;
      terms[i] = std::fabs(g) * norm * (std::fabs(x[i]) + std::fabs(t[i])) / beta;
    } else {
      gx[i] = g * norm * (d > 0 ? 1.0 : -1.0);
    }
  }
}
