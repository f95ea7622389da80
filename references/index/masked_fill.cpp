// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y = mask ? value : x.
KM_REFERENCE(masked_fill) {
  auto x = ctx.in("x");
  auto mask = ctx.in("mask");
  auto y = ctx.out("y");
  const double value = ctx.param("value");
  for (int64_t i = 0; i < x.numel(); ++i) y[i] = mask[i] != 0 ? value : x[i];
}
