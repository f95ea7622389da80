// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// y[i, j] = a[i, perm[j]]; perm is a permutation of [0, k).
KM_REFERENCE(permute_cols) {
  auto a = ctx.in("a");
  auto perm = ctx.in("perm");
  auto y = ctx.out("y");
  const int64_t m = ctx.size("m"), k = ctx.size("k");
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < k; ++j) y[i * k + j] = a[i * k + static_cast<int64_t>(perm[j])];
}
