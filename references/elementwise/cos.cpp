// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// cos in double: exact range reduction for every float argument.
KM_REFERENCE(cos) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  for (int64_t i = 0; i < x.numel(); ++i) {
    const double v = x[i];
    y[i] = std::cos(v);
  }
}
