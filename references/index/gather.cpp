// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[r, j] = x[r, idx[r, j]].
KM_REFERENCE(gather) {
  auto x = ctx.in("x");
  auto idx = ctx.in("idx");
  auto y = ctx.out("y");
  const int64_t rows = ctx.size("rows"), n = ctx.size("n"), k = ctx.size("k");
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t j = 0; j < k; ++j) y[r * k + j] = x[r * n + static_cast<int64_t>(idx[r * k + j])];
}
