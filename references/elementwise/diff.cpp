// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

KM_REFERENCE(diff) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t rows = ctx.size("rows"), cols = ctx.size("cols");
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t j = 0; j + 1 < cols; ++j) y[r * (cols - 1) + j] = x[r * cols + j + 1] - x[r * cols + j];
}
