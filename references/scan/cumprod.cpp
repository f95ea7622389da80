// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[r, j] = x[r, 0] * ... * x[r, j], accumulated in double.
KM_REFERENCE(cumprod) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t rows = ctx.size("rows"), cols = ctx.size("cols");
  for (int64_t r = 0; r < rows; ++r) {
    double acc = 1.0;
    for (int64_t j = 0; j < cols; ++j) {
      acc *= x[r * cols + j];
      y[r * cols + j] = acc;
    }
  }
}
