// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// asin in double: NaN outside [-1, 1].
KM_REFERENCE(asin) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  for (int64_t i = 0; i < x.numel(); ++i) {
    const double v = x[i];
    y[i] = std::asin(v);
  }
}
