// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>

#include "core/reference.hpp"

KM_REFERENCE(clamp_tensor) {
  // As torch.clamp with tensor bounds: min(max(x, lo), hi), NaN from any of the three propagates.
  auto x = ctx.in("x");
  auto lo = ctx.in("lo");
  auto hi = ctx.in("hi");
  auto y = ctx.out("y");
  const int64_t m = ctx.size("m"), n = ctx.size("n");
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      const double v = x[i * n + j];
      y[i * n + j] = std::isnan(v) || std::isnan(lo[j]) || std::isnan(hi[j])
                         ? NAN
                         : std::min(std::max(v, lo[j]), hi[j]);
    }
}
