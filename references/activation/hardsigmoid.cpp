// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// hardsigmoid(x) = clamp(x + 3, 0, 6) / 6. The comparisons are false for NaN, which propagates
// (PyTorch's clamp does too).
KM_REFERENCE(hardsigmoid) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  for (int64_t i = 0; i < x.numel(); ++i) {
    double t = x[i] + 3.0;
    t = t < 0.0 ? 0.0 : (t > 6.0 ? 6.0 : t);
    y[i] = t / 6.0;
  }
}
