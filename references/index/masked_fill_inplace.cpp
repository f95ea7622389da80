// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// In place: out("x") starts as x's initial values; only the masked elements change.
KM_REFERENCE(masked_fill_inplace) {
  auto mask = ctx.in("mask");
  auto x = ctx.out("x");
  const double value = ctx.param("value");
  for (int64_t i = 0; i < x.numel(); ++i)
    if (mask[i] != 0) x[i] = value;
}
