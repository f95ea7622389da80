// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

KM_REFERENCE(heaviside) {
  // As PyTorch: x == 0 (either sign) takes values, otherwise x > 0 as 0 or 1; NaN x gives 0.
  auto x = ctx.in("x");
  auto values = ctx.in("values");
  auto z = ctx.out("z");
  for (int64_t i = 0; i < z.numel(); ++i) z[i] = x[i] == 0.0 ? values[i] : (x[i] > 0.0 ? 1.0 : 0.0);
}
