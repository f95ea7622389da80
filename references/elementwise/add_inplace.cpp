// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// In place: out("x") starts as x's initial values (an inout tensor), in("x") reads them too.
// Like add, each element's scale is the size of the terms it sums: an honest kernel's rounding
// of alpha * y is relative to that, not to a result that cancels.
KM_REFERENCE(add_inplace) {
  auto x0 = ctx.in("x");
  auto y = ctx.in("y");
  auto x = ctx.out("x");
  double* terms = ctx.scale("x");
  const double alpha = ctx.param("alpha");
  for (int64_t i = 0; i < x.numel(); ++i) {
    x[i] = x0[i] + alpha * y[i];
    terms[i] = std::fabs(x0[i]) + std::fabs(alpha * y[i]);
  }
}
