// SPDX-License-Identifier: Apache-2.0
#include "core/reference_list.hpp"

// ys[i][o, j, k] = x[o, i * split + j, k] for j < min(split, n - i * split).
KM_REFERENCE(split) {
  auto x = ctx.in("x");
  const int64_t outer = ctx.size("outer"), n = ctx.size("n"), inner = ctx.size("inner");
  const int64_t split = ctx.size("split"), count = (n + split - 1) / split;
  if (km::item_count(ctx, "ys") != count) throw std::runtime_error("split: wrong item count");
  for (int64_t i = 0; i < count; ++i) {
    auto y = km::item_out(ctx, "ys", i);
    const int64_t cols = std::min(split, n - i * split);
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t j = 0; j < cols; ++j)
        for (int64_t k = 0; k < inner; ++k)
          y[(o * cols + j) * inner + k] = x[(o * n + i * split + j) * inner + k];
  }
}
