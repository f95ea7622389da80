// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// torch.rot90(x, k, (1, 2)) with k mod 4 = 1: y[i, j] = x[j, w - 1 - i] (y is [w, h]);
// 2: y[i, j] = x[h - 1 - i, w - 1 - j]; 3: y[i, j] = x[h - 1 - j, i] (y is [w, h]); 0: a copy.
KM_REFERENCE(rot90) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t b = ctx.size("b"), h = ctx.size("h"), w = ctx.size("w");
  const int64_t k = ((static_cast<int64_t>(ctx.param("k")) % 4) + 4) % 4;
  const int64_t oh = k % 2 ? w : h, ow = k % 2 ? h : w;
  for (int64_t p = 0; p < b; ++p)
    for (int64_t i = 0; i < oh; ++i)
      for (int64_t j = 0; j < ow; ++j) {
        int64_t r = i, c = j;
        if (k == 1) r = j, c = w - 1 - i;
        if (k == 2) r = h - 1 - i, c = w - 1 - j;
        if (k == 3) r = h - 1 - j, c = i;
        y[(p * oh + i) * ow + j] = x[(p * h + r) * w + c];
      }
}
