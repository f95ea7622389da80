// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// As torch.special.entr: NaN stays NaN, -x log x for x > 0, 0 at +-0, -inf below 0.
KM_REFERENCE(special_entr) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  for (int64_t i = 0; i < x.numel(); ++i) {
    const double v = x[i];
    y[i] = std::isnan(v) ? v : v > 0.0 ? -v * std::log(v) : v == 0.0 ? 0.0 : -INFINITY;
  }
}
