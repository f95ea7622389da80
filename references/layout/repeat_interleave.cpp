// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[o, j, i] = x[o, j / r, i] for j < n r.
KM_REFERENCE(repeat_interleave) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t outer = ctx.size("outer"), n = ctx.size("n"), inner = ctx.size("inner"), r = ctx.size("r");
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t j = 0; j < n * r; ++j)
      for (int64_t i = 0; i < inner; ++i) y[(o * n * r + j) * inner + i] = x[(o * n + j / r) * inner + i];
}
