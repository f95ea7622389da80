// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// In place: out("x") starts as x's initial values; every element is divided by y's.
KM_REFERENCE(div_inplace) {
  auto y = ctx.in("y");
  auto x = ctx.out("x");
  for (int64_t i = 0; i < x.numel(); ++i) x[i] /= y[i];
}
