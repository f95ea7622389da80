// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// Truth is "nonzero": NaN is true, -0 is false.
KM_REFERENCE(logical_and) {
  auto x = ctx.in("x");
  auto y = ctx.in("y");
  auto z = ctx.out("z");
  for (int64_t i = 0; i < z.numel(); ++i) z[i] = x[i] != 0.0 && y[i] != 0.0 ? 1.0 : 0.0;
}
