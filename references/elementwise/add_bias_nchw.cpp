// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

KM_REFERENCE(add_bias_nchw) {
  auto x = ctx.in("x");
  auto bias = ctx.in("bias");
  auto y = ctx.out("y");
  const int64_t n = ctx.size("n"), c = ctx.size("c"), hw = ctx.size("h") * ctx.size("w");
  for (int64_t b = 0; b < n; ++b)
    for (int64_t ch = 0; ch < c; ++ch)
      for (int64_t k = 0; k < hw; ++k) {
        const int64_t i = (b * c + ch) * hw + k;
        y[i] = x[i] + bias[ch];
      }
}
