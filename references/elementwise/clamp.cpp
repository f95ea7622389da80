// SPDX-License-Identifier: Apache-2.0
#include <algorithm>

#include "core/reference.hpp"

KM_REFERENCE(clamp) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const double lo = ctx.param("lo");
  const double hi = ctx.param("hi");
  for (int64_t i = 0; i < x.numel(); ++i) y[i] = std::min(std::max(x[i], lo), hi);
}
