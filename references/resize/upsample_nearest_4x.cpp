// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[i, j] = x[i / 4, j / 4].
KM_REFERENCE(upsample_nearest_4x) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t planes = ctx.size("n") * ctx.size("c"), h = ctx.size("h"), w = ctx.size("w");
  for (int64_t p = 0; p < planes; ++p)
    for (int64_t a = 0; a < 4 * h; ++a)
      for (int64_t b = 0; b < 4 * w; ++b) y[(p * 4 * h + a) * 4 * w + b] = x[(p * h + a / 4) * w + b / 4];
}
