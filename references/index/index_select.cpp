// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[o, j, i] = x[o, idx[j], i].
KM_REFERENCE(index_select) {
  auto x = ctx.in("x");
  auto idx = ctx.in("idx");
  auto y = ctx.out("y");
  const int64_t outer = ctx.size("outer"), n = ctx.size("n"), inner = ctx.size("inner"), k = ctx.size("k");
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t j = 0; j < k; ++j)
      for (int64_t i = 0; i < inner; ++i)
        y[(o * k + j) * inner + i] = x[(o * n + static_cast<int64_t>(idx[j])) * inner + i];
}
