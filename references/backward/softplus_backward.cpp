// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// gx = beta x > threshold ? gy : gy sigmoid(beta x) (aten softplus_backward). Within 1e-6 of the
// threshold a kernel's fp32 beta * x may take the other branch, off by 1 - sigmoid(threshold)
// (6.7e-3 at threshold 5): those elements get the term size |gy| (ctx.scale). In the sigmoid
// branch the term size is |gx| (1 + |beta x|): beta rounded to fp32 moves exp(beta x) by |beta x|
// times its rounding (an honest fp32 kernel was 1.65e-6 relative off at beta x = -50).
KM_REFERENCE(softplus_backward) {
  auto gy = ctx.in("gy");
  auto x = ctx.in("x");
  auto gx = ctx.out("gx");
  double* terms = ctx.scale("gx");
  const double beta = ctx.param("beta"), threshold = ctx.param("threshold");
  for (int64_t i = 0; i < x.numel(); ++i) {
    const double z = beta * x[i];
    if (z > threshold) gx[i] = gy[i];
    else if (z != z) gx[i] = z;
    else {
      gx[i] = gy[i] * (z >= 0 ? 1.0 / (1.0 + std::exp(-z)) : std::exp(z) / (1.0 + std::exp(z)));
      terms[i] = std::fabs(gx[i]) * (1.0 + std::fabs(z));
      if (!std::isfinite(terms[i])) terms[i] = 0.0;
    }
    if (std::fabs(z - threshold) <= 1e-6 * threshold) terms[i] = std::fabs(gy[i]);
  }
}
