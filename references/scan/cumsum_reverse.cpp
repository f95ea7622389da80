// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[r, j] = x[r, j] + ... + x[r, cols - 1], accumulated in double from the end of the row.
KM_REFERENCE(cumsum_reverse) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t rows = ctx.size("rows"), cols = ctx.size("cols");
  for (int64_t r = 0; r < rows; ++r) {
    double acc = 0.0;
    for (int64_t j = cols - 1; j >= 0; --j) {
      acc += x[r * cols + j];
      y[r * cols + j] = acc;
    }
  }
}
