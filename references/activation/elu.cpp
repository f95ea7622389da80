// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// elu(x) = x for x > 0, alpha * (exp(x) - 1) otherwise; expm1 keeps exp(x) - 1 accurate near 0.
// NaN fails x > 0 and propagates through expm1; -inf gives alpha * -1.
KM_REFERENCE(elu) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const double alpha = ctx.param("alpha");
  for (int64_t i = 0; i < x.numel(); ++i) y[i] = x[i] > 0.0 ? x[i] : alpha * std::expm1(x[i]);
}
