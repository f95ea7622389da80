// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

KM_REFERENCE(pow) {
  auto x = ctx.in("x");
  auto y = ctx.in("y");
  auto z = ctx.out("z");
  for (int64_t i = 0; i < z.numel(); ++i) z[i] = std::pow(x[i], y[i]);
}
