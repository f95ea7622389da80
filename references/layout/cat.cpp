// SPDX-License-Identifier: Apache-2.0
#include "core/reference_list.hpp"

// y[o, off_i + j, k] = xs[i][o, j, k], item i having n + i * step columns, off_i the columns of
// the items before it.
KM_REFERENCE(cat) {
  auto y = ctx.out("y");
  const int64_t outer = ctx.size("outer"), inner = ctx.size("inner");
  const int64_t count = ctx.size("count"), total = y.dim(1);
  int64_t off = 0;
  for (int64_t i = 0; i < count; ++i) {
    auto x = km::item_in(ctx, "xs", i);
    const int64_t cols = x.dim(1);
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t j = 0; j < cols; ++j)
        for (int64_t k = 0; k < inner; ++k)
          y[(o * total + off + j) * inner + k] = x[(o * cols + j) * inner + k];
    off += cols;
  }
  if (off != total) throw std::runtime_error("cat: the items' columns do not add up to y's");
}
