// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// gelu(x) = 0.5 * x * (1 + erf(x / sqrt(2))). Since 1 + erf(t) == erfc(-t), the erfc form gives the
// same value without the cancellation 1 + erf suffers for negative x.
KM_REFERENCE(gelu) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const double inv_sqrt2 = 1.0 / std::sqrt(2.0);
  for (int64_t i = 0; i < x.numel(); ++i) y[i] = 0.5 * x[i] * std::erfc(-x[i] * inv_sqrt2);
}
