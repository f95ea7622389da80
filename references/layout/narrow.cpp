// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[o, j, i] = x[o, start + j, i].
KM_REFERENCE(narrow) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t outer = ctx.size("outer"), n = ctx.size("n"), inner = ctx.size("inner");
  const int64_t len = ctx.size("length"), start = ctx.size("start");
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t j = 0; j < len; ++j)
      for (int64_t i = 0; i < inner; ++i) y[(o * len + j) * inner + i] = x[(o * n + start + j) * inner + i];
}
