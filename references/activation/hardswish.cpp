// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// hardswish(x) = x * clamp(x + 3, 0, 6) / 6, PyTorch's formula. The comparisons are false for NaN,
// which propagates; +inf gives inf, -inf gives -inf * 0 = NaN, as in PyTorch.
KM_REFERENCE(hardswish) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  for (int64_t i = 0; i < x.numel(); ++i) {
    double t = x[i] + 3.0;
    t = t < 0.0 ? 0.0 : (t > 6.0 ? 6.0 : t);
    y[i] = x[i] * t / 6.0;
  }
}
