// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// erfc in double: accurate in the tail, where 1 - erf(x) would cancel.
KM_REFERENCE(erfc) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  for (int64_t i = 0; i < x.numel(); ++i) {
    const double v = x[i];
    y[i] = std::erfc(v);
  }
}
