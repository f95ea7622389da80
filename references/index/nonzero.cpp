// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// torch.nonzero of x [d0, d1, d2, d3], padded to the capacity n with -1: the coordinates of every
// element with x != 0 (NaN included, -0 excluded) in row-major order, as [count, 4] rows or, for
// as_tuple, as four vectors of n; count is the number listed.
KM_REFERENCE(nonzero) {
  const int64_t d[4] = {ctx.size("d0"), ctx.size("d1"), ctx.size("d2"), ctx.size("d3")};
  const bool as_tuple = ctx.param("as_tuple") != 0;
  auto x = ctx.in("x");
  auto idx = ctx.out("idx");
  auto count = ctx.out("count");
  const int64_t n = d[0] * d[1] * d[2] * d[3];
  for (int64_t e = 0; e < 4 * n; ++e) idx[e] = -1.0;
  int64_t r = 0;
  for (int64_t e = 0; e < n; ++e) {
    const double v = x[e];
    if (!(std::isnan(v) || v != 0.0)) continue;
    int64_t rest = e;
    int64_t c[4];
    for (int k = 3; k >= 0; --k) c[k] = rest % d[k], rest /= d[k];
    for (int k = 0; k < 4; ++k) idx[as_tuple ? k * n + r : 4 * r + k] = static_cast<double>(c[k]);
    ++r;
  }
  count[0] = static_cast<double>(r);
}
