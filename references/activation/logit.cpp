// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// z = clamp(x, eps, 1 - eps) (NaN stays NaN); y = log(z / (1 - z)), in double. Term size 1 / (1 - z):
// the rounding of z (and of the bound 1 - eps) near 1 is amplified by 1 / (1 - z).
KM_REFERENCE(logit) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const double eps = ctx.param("eps");
  for (int64_t i = 0; i < x.numel(); ++i) {
    const double z = x[i] < eps ? eps : (x[i] > 1.0 - eps ? 1.0 - eps : x[i]);
    y[i] = std::log(z / (1.0 - z));
    terms[i] = z == z ? 1.0 / (1.0 - z) : 0.0;
  }
}
