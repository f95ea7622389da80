// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// aten threshold_backward(gy, relu(x), 0): gx = x <= 0 ? 0 : gy (NaN x passes gy through).
KM_REFERENCE(relu_backward) {
  auto gy = ctx.in("gy");
  auto x = ctx.in("x");
  auto gx = ctx.out("gx");
  for (int64_t i = 0; i < x.numel(); ++i) gx[i] = x[i] <= 0 ? 0.0 : gy[i];
}
