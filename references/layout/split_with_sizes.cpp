// SPDX-License-Identifier: Apache-2.0
#include "core/reference_list.hpp"

// ys[i][o, j, k] = x[o, off_i + j, k], item i of a + (i % 2) * b columns, off_i the columns of
// the items before it.
KM_REFERENCE(split_with_sizes) {
  auto x = ctx.in("x");
  const int64_t outer = ctx.size("outer"), inner = ctx.size("inner"), count = ctx.size("count");
  const int64_t a = ctx.size("a"), b = ctx.size("b"), n = x.dim(1);
  int64_t off = 0;
  for (int64_t i = 0; i < count; ++i) {
    auto y = km::item_out(ctx, "ys", i);
    const int64_t cols = a + (i % 2) * b;
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t j = 0; j < cols; ++j)
        for (int64_t k = 0; k < inner; ++k)
          y[(o * cols + j) * inner + k] = x[(o * n + off + j) * inner + k];
    off += cols;
  }
  if (off != n) throw std::runtime_error("split_with_sizes: the widths do not add up to n");
}
