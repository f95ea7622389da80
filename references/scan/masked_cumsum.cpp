// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[r, j] = sum over k <= j of x[r, k] * mask[r, k], accumulated in double.
KM_REFERENCE(masked_cumsum) {
  auto x = ctx.in("x");
  auto mask = ctx.in("mask");
  auto y = ctx.out("y");
  const int64_t rows = ctx.size("rows"), cols = ctx.size("cols");
  for (int64_t r = 0; r < rows; ++r) {
    double acc = 0.0;
    for (int64_t j = 0; j < cols; ++j) {
      acc += x[r * cols + j] * mask[r * cols + j];
      y[r * cols + j] = acc;
    }
  }
}
