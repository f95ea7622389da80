// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

KM_REFERENCE(fmax) {
  // std::fmax is the C99 rule torch.fmax follows: a NaN operand is ignored.
  auto x = ctx.in("x");
  auto y = ctx.in("y");
  auto z = ctx.out("z");
  for (int64_t i = 0; i < z.numel(); ++i) z[i] = std::fmax(x[i], y[i]);
}
