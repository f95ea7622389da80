// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// g_theta = -g_cos sin(theta) + g_sin cos(theta); term size |g_cos sin| + |g_sin cos|.
KM_REFERENCE(rope_2d_position_backward) {
  auto gc = ctx.in("g_cos");
  auto gs = ctx.in("g_sin");
  auto th = ctx.in("theta");
  auto g = ctx.out("g_theta");
  double* terms = ctx.scale("g_theta");
  for (int64_t i = 0; i < th.numel(); ++i) {
    const double a = -gc[i] * std::sin(th[i]), b = gs[i] * std::cos(th[i]);
    g[i] = a + b;
    terms[i] = std::fabs(a) + std::fabs(b);
  }
}
