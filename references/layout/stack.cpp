// SPDX-License-Identifier: Apache-2.0
#include "core/reference_list.hpp"

// y[o, i, j] = xs[i][o, j].
KM_REFERENCE(stack) {
  auto y = ctx.out("y");
  const int64_t outer = ctx.size("outer"), count = ctx.size("count"), inner = ctx.size("inner");
  for (int64_t i = 0; i < count; ++i) {
    auto x = km::item_in(ctx, "xs", i);
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t j = 0; j < inner; ++j) y[(o * count + i) * inner + j] = x[o * inner + j];
  }
}
