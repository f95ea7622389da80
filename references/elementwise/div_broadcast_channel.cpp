// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

KM_REFERENCE(div_broadcast_channel) {
  auto x = ctx.in("x");
  auto s = ctx.in("s");
  auto y = ctx.out("y");
  const int64_t b = ctx.size("b"), c = ctx.size("c"), hw = ctx.size("h") * ctx.size("w");
  for (int64_t n = 0; n < b; ++n)
    for (int64_t ch = 0; ch < c; ++ch)
      for (int64_t k = 0; k < hw; ++k) {
        const int64_t i = (n * c + ch) * hw + k;
        y[i] = x[i] / s[ch];
      }
}
