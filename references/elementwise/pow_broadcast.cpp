// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

KM_REFERENCE(pow_broadcast) {
  auto x = ctx.in("x");
  auto e = ctx.in("e");
  auto y = ctx.out("y");
  const int64_t m = ctx.size("m"), n = ctx.size("n");
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) y[i * n + j] = std::pow(x[i * n + j], e[j]);
}
