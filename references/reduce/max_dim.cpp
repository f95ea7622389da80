// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

KM_REFERENCE(max_dim) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t rows = ctx.size("rows"), cols = ctx.size("cols");
  for (int64_t r = 0; r < rows; ++r) {
    double m = x[r * cols];
    for (int64_t c = 1; c < cols; ++c)
      if (x[r * cols + c] > m) m = x[r * cols + c];
    y[r] = m;
  }
}
