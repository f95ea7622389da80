// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[i, ch, k] = x >= 0 ? x : w[ch] * x (NaN fails x >= 0 and gives w * NaN = NaN).
KM_REFERENCE(prelu) {
  auto x = ctx.in("x");
  auto w = ctx.in("w");
  auto y = ctx.out("y");
  const int64_t b = ctx.size("b"), c = ctx.size("c"), s = ctx.size("s");
  for (int64_t i = 0; i < b * c * s; ++i) {
    const double a = w[(i / s) % c];
    y[i] = x[i] >= 0.0 ? x[i] : a * x[i];
  }
}
