// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[o, i] = amax over k of x[o, k, i]; as torch.amax, a NaN anywhere in the column is the result.
KM_REFERENCE(amax_axis) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t outer = ctx.size("outer"), d = ctx.size("d"), inner = ctx.size("inner");
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) {
      double m = x[o * d * inner + i];
      for (int64_t k = 1; k < d && m == m; ++k) {
        const double v = x[(o * d + k) * inner + i];
        if (v > m || v != v) m = v;
      }
      y[o * inner + i] = m;
    }
}
