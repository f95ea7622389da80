// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// y = x, then y[r, idx[r, j]] = src[r, j]; each row's indices are distinct (a unique draw).
KM_REFERENCE(scatter) {
  auto x = ctx.in("x");
  auto idx = ctx.in("idx");
  auto src = ctx.in("src");
  auto y = ctx.out("y");
  const int64_t rows = ctx.size("rows"), n = ctx.size("n"), k = ctx.size("k");
  for (int64_t i = 0; i < y.numel(); ++i) y[i] = x[i];
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t j = 0; j < k; ++j) y[r * n + static_cast<int64_t>(idx[r * k + j])] = src[r * k + j];
}
