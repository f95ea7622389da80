// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[i, j, k, l] = x[i % a, j % b, k % c, l % d].
KM_REFERENCE(repeat) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t a = ctx.size("a"), b = ctx.size("b"), c = ctx.size("c"), d = ctx.size("d");
  const int64_t A = a * ctx.size("r0"), B = b * ctx.size("r1"), C = c * ctx.size("r2"), D = d * ctx.size("r3");
  int64_t out = 0;
  for (int64_t i = 0; i < A; ++i)
    for (int64_t j = 0; j < B; ++j)
      for (int64_t k = 0; k < C; ++k)
        for (int64_t l = 0; l < D; ++l) y[out++] = x[((i % a * b + j % b) * c + k % c) * d + l % d];
}
