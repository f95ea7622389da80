// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[o, k, i] = x[o, 0, i] + ... + x[o, k, i], accumulated in double.
KM_REFERENCE(cumsum_axis) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t outer = ctx.size("outer"), d = ctx.size("d"), inner = ctx.size("inner");
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) {
      double acc = 0.0;
      for (int64_t k = 0; k < d; ++k) {
        acc += x[(o * d + k) * inner + i];
        y[(o * d + k) * inner + i] = acc;
      }
    }
}
