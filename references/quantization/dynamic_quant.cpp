// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"
#include "quant_util.hpp"

// xs = x * smooth_scales; s = amax(|xs| per row) / 127; q = clamp(round(xs / s), -128, 127).
KM_REFERENCE(dynamic_quant) {
  auto x = ctx.in("x");
  auto sm = ctx.in("smooth_scales");
  auto q = ctx.out("q");
  auto s = ctx.out("s");
  double* u = km::quant::unrounded(ctx, "q");
  const int64_t rows = ctx.size("rows"), d = ctx.size("d");
  for (int64_t r = 0; r < rows; ++r) {
    double amax = 0;
    for (int64_t j = 0; j < d; ++j) amax = std::max(amax, std::fabs(x[r * d + j] * sm[j]));
    s[r] = amax / 127;
    for (int64_t j = 0; j < d; ++j)
      km::quant::put(q.data(), u, r * d + j, x[r * d + j] * sm[j] / s[r]);
  }
}
