// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[o, i] = product over k of x[o, k, i], in double (IEEE: NaN and 0 * inf give NaN).
KM_REFERENCE(prod_axis) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t outer = ctx.size("outer"), d = ctx.size("d"), inner = ctx.size("inner");
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) {
      double p = 1.0;
      for (int64_t k = 0; k < d; ++k) p *= x[(o * d + k) * inner + i];
      y[o * inner + i] = p;
    }
}
