// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

KM_REFERENCE(add) {
  // z = x + alpha * y; the scale of each element is the size of the terms it sums,
  // since an honest kernel's rounding of alpha * y is relative to that, not to z.
  auto x = ctx.in("x");
  auto y = ctx.in("y");
  auto z = ctx.out("z");
  double* terms = ctx.scale("z");
  const double alpha = ctx.param("alpha");
  for (int64_t i = 0; i < z.numel(); ++i) {
    z[i] = x[i] + alpha * y[i];
    terms[i] = std::fabs(x[i]) + std::fabs(alpha * y[i]);
  }
}
