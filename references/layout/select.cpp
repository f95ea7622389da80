// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[o, j] = x[o, i, j].
KM_REFERENCE(select) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t outer = ctx.size("outer"), n = ctx.size("n"), inner = ctx.size("inner"), i = ctx.size("i");
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t j = 0; j < inner; ++j) y[o * inner + j] = x[(o * n + i) * inner + j];
}
