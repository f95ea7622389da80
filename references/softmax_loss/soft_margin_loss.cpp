// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// mean of log(1 + exp(-t * x)), as log1p(exp(z)) for z <= 0 and z + log1p(exp(-z)) above (no
// overflow in double either way).
KM_REFERENCE(soft_margin_loss) {
  auto x = ctx.in("x");
  auto t = ctx.in("t");
  double s = 0;
  for (int64_t i = 0; i < x.numel(); ++i) {
    const double z = -t[i] * x[i];
    s += z <= 0 ? std::log1p(std::exp(z)) : z + std::log1p(std::exp(-z));
  }
  ctx.out("loss")[0] = s / static_cast<double>(x.numel());
}
