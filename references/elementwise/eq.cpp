// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

KM_REFERENCE(eq) {
  auto x = ctx.in("x");
  auto y = ctx.in("y");
  auto z = ctx.out("z");
  for (int64_t i = 0; i < z.numel(); ++i) z[i] = x[i] == y[i] ? 1.0 : 0.0;
}
