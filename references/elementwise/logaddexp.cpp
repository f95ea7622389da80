// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>

#include "core/reference.hpp"

KM_REFERENCE(logaddexp) {
  // As PyTorch: both infinite and equal gives that infinity; otherwise the larger input plus the
  // log1p term (NaN anywhere gives NaN through a - b). The terms of the final add set the scale.
  auto x = ctx.in("x");
  auto y = ctx.in("y");
  auto z = ctx.out("z");
  double* terms = ctx.scale("z");
  for (int64_t i = 0; i < z.numel(); ++i) {
    const double a = x[i], b = y[i];
    if (std::isinf(a) && a == b) {
      z[i] = a;
      continue;
    }
    const double m = std::isnan(a) || std::isnan(b) ? NAN : std::max(a, b);
    z[i] = m + std::log1p(std::exp(-std::fabs(a - b)));
    terms[i] = std::fabs(m) + std::log1p(std::exp(-std::fabs(a - b)));
  }
}
