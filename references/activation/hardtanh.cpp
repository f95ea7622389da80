// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// hardtanh(x) = clamp(x, min_val, max_val). The comparisons are false for NaN, which propagates
// (PyTorch's clamp does too).
KM_REFERENCE(hardtanh) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const double lo = ctx.param("min_val");
  const double hi = ctx.param("max_val");
  for (int64_t i = 0; i < x.numel(); ++i) y[i] = x[i] < lo ? lo : (x[i] > hi ? hi : x[i]);
}
