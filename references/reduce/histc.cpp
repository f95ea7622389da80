// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// torch.histc: bin floor((x - lo) * bins / (hi - lo)); x == hi joins the last bin; values outside
// [lo, hi] and NaN are not counted (the comparison below is false for NaN).
KM_REFERENCE(histc) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t bins = ctx.size("bins");
  const double lo = ctx.param("min_val"), hi = ctx.param("max_val");
  for (int64_t i = 0; i < x.numel(); ++i) {
    const double v = x[i];
    if (!(v >= lo && v <= hi)) continue;
    auto b = static_cast<int64_t>(std::floor((v - lo) * static_cast<double>(bins) / (hi - lo)));
    if (b == bins) b = bins - 1;
    y[b] += 1;
  }
}
