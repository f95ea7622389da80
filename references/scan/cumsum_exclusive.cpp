// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[r, 0] = 0; y[r, j] = x[r, 0] + ... + x[r, j - 1], accumulated in double.
KM_REFERENCE(cumsum_exclusive) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t rows = ctx.size("rows"), cols = ctx.size("cols");
  for (int64_t r = 0; r < rows; ++r) {
    double acc = 0.0;
    for (int64_t j = 0; j < cols; ++j) {
      y[r * cols + j] = acc;
      acc += x[r * cols + j];
    }
  }
}
