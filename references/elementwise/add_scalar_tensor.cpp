// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

KM_REFERENCE(add_scalar_tensor) {
  auto x = ctx.in("x");
  auto b = ctx.in("b");
  auto y = ctx.out("y");
  for (int64_t i = 0; i < y.numel(); ++i) y[i] = x[i] + b[0];
}
