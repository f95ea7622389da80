// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[i, j] = x[0, j].
KM_REFERENCE(expand) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t m = ctx.size("m"), n = ctx.size("n");
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) y[i * n + j] = x[j];
}
