// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>

#include "core/reference.hpp"

KM_REFERENCE(maximum_broadcast) {
  // torch.maximum propagates NaN from either side.
  auto a = ctx.in("a");
  auto b = ctx.in("b");
  auto z = ctx.out("z");
  const int64_t nb = ctx.size("nb"), m = ctx.size("m"), n = ctx.size("n");
  for (int64_t p = 0; p < nb; ++p)
    for (int64_t q = 0; q < m; ++q)
      for (int64_t j = 0; j < n; ++j) {
        const double u = a[p * n + j], v = b[q];
        z[(p * m + q) * n + j] = std::isnan(u) || std::isnan(v) ? NAN : std::max(u, v);
      }
}
