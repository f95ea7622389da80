// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// NaN is nonzero, so logical_not(NaN) is false; -0 is zero.
KM_REFERENCE(logical_not) {
  auto x = ctx.in("x");
  auto z = ctx.out("z");
  for (int64_t i = 0; i < z.numel(); ++i) z[i] = x[i] == 0.0 ? 1.0 : 0.0;
}
