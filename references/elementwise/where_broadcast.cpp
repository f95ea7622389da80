// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

KM_REFERENCE(where_broadcast) {
  auto cond = ctx.in("cond");
  auto x = ctx.in("x");
  auto y = ctx.in("y");
  auto z = ctx.out("z");
  const int64_t b = ctx.size("b"), c = ctx.size("c"), n = ctx.size("n");
  for (int64_t p = 0; p < b; ++p)
    for (int64_t ch = 0; ch < c; ++ch)
      for (int64_t j = 0; j < n; ++j) {
        const int64_t i = (p * c + ch) * n + j;
        z[i] = cond[ch] != 0.0 ? x[i] : y[i];
      }
}
