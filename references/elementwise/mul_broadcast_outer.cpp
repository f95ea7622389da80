// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

KM_REFERENCE(mul_broadcast_outer) {
  auto a = ctx.in("a");
  auto b = ctx.in("b");
  auto z = ctx.out("z");
  const int64_t p = ctx.size("p"), q = ctx.size("q"), n = ctx.size("n");
  for (int64_t i = 0; i < p; ++i)
    for (int64_t k = 0; k < q; ++k)
      for (int64_t j = 0; j < n; ++j) z[(i * q + k) * n + j] = a[i * n + j] * b[k * n + j];
}
