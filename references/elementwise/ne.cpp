// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// IEEE: NaN differs from every s; -0 equals 0.
KM_REFERENCE(ne) {
  auto x = ctx.in("x");
  auto z = ctx.out("z");
  const double s = ctx.param("s");
  for (int64_t i = 0; i < z.numel(); ++i) z[i] = x[i] != s ? 1.0 : 0.0;
}
