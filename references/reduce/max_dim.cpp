// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

KM_REFERENCE(max_dim) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t rows = ctx.size("rows"), cols = ctx.size("cols");
  for (int64_t r = 0; r < rows; ++r) {
    // As torch.amax: NaN anywhere in the row is the row's maximum.
    double m = x[r * cols];
    for (int64_t c = 1; c < cols && m == m; ++c)
      if (x[r * cols + c] > m || x[r * cols + c] != x[r * cols + c]) m = x[r * cols + c];
    y[r] = m;
  }
}
