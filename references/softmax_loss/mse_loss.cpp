// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

KM_REFERENCE(mse_loss) {
  auto x = ctx.in("x");
  auto y = ctx.in("y");
  auto loss = ctx.out("loss");
  const int64_t n = ctx.size("n");
  double s = 0;
  for (int64_t i = 0; i < n; ++i) s += (x[i] - y[i]) * (x[i] - y[i]);
  loss[0] = s / static_cast<double>(n);
}
