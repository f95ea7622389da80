// SPDX-License-Identifier: Apache-2.0
#include <algorithm>

#include "core/reference.hpp"

KM_REFERENCE(relu) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  for (int64_t i = 0; i < x.numel(); ++i) y[i] = std::max(x[i], 0.0);
}
