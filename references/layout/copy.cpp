// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y = x.
KM_REFERENCE(copy) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  for (int64_t i = 0; i < x.numel(); ++i) y[i] = x[i];
}
