// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// mean over i of (d < delta ? 0.5 d^2 : delta (d - delta / 2)), d = |x[i] - y[i]|, in double.
KM_REFERENCE(huber_loss) {
  auto x = ctx.in("x");
  auto y = ctx.in("y");
  auto loss = ctx.out("loss");
  const int64_t n = ctx.size("n");
  const double delta = ctx.param("delta");
  double s = 0;
  for (int64_t i = 0; i < n; ++i) {
    const double d = std::fabs(x[i] - y[i]);
    s += d < delta ? 0.5 * d * d : delta * (d - 0.5 * delta);
  }
  loss[0] = s / static_cast<double>(n);
}
