// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// a [b, c, n] & m [1, c, 1]: each channel's flag masks its whole [n] run in every batch.
KM_REFERENCE(logical_and_broadcast) {
  auto a = ctx.in("a");
  auto m = ctx.in("m");
  auto z = ctx.out("z");
  const int64_t b = ctx.size("b"), c = ctx.size("c"), n = ctx.size("n");
  for (int64_t i = 0; i < b; ++i)
    for (int64_t j = 0; j < c; ++j)
      for (int64_t k = 0; k < n; ++k) {
        const int64_t at = (i * c + j) * n + k;
        z[at] = a[at] != 0.0 && m[j] != 0.0 ? 1.0 : 0.0;
      }
}
