// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// gx = gy / 6 inside the open interval (-3, 3), else 0 (NaN compares false: 0).
KM_REFERENCE(hardsigmoid_backward) {
  auto gy = ctx.in("gy");
  auto x = ctx.in("x");
  auto gx = ctx.out("gx");
  for (int64_t i = 0; i < x.numel(); ++i) gx[i] = (x[i] > -3.0 && x[i] < 3.0) ? gy[i] / 6.0 : 0.0;
}
