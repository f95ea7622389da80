// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

KM_REFERENCE(leaky_relu) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const double slope = ctx.param("negative_slope");
  for (int64_t i = 0; i < x.numel(); ++i) y[i] = x[i] > 0.0 ? x[i] : slope * x[i];
}
