// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// IEEE: false wherever either side is NaN; 0 > -0 is false.
KM_REFERENCE(gt) {
  auto x = ctx.in("x");
  auto y = ctx.in("y");
  auto z = ctx.out("z");
  for (int64_t i = 0; i < z.numel(); ++i) z[i] = x[i] > y[i] ? 1.0 : 0.0;
}
