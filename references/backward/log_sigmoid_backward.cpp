// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// gx = gy * sigmoid(-x), formed without cancellation: for x >= 0 as e / (1 + e), e = exp(-x).
KM_REFERENCE(log_sigmoid_backward) {
  auto gy = ctx.in("gy");
  auto x = ctx.in("x");
  auto gx = ctx.out("gx");
  for (int64_t i = 0; i < x.numel(); ++i) {
    const double v = x[i];
    double s;
    if (v != v) s = v;
    else if (v >= 0) s = std::exp(-v) / (1.0 + std::exp(-v));
    else s = 1.0 / (1.0 + std::exp(v));
    gx[i] = gy[i] * s;
  }
}
