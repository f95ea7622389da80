// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"
#include "quant_util.hpp"

// s = amax(|x| per row) / 127; q = clamp(round(x / s), -128, 127).
KM_REFERENCE(scaled_int8_quant_dynamic) {
  auto x = ctx.in("x");
  auto q = ctx.out("q");
  auto s = ctx.out("s");
  double* u = km::quant::unrounded(ctx, "q");
  const int64_t m = ctx.size("m"), n = ctx.size("n");
  for (int64_t r = 0; r < m; ++r) {
    double amax = 0;
    for (int64_t j = 0; j < n; ++j) amax = std::max(amax, std::fabs(x[r * n + j]));
    s[r] = amax / 127;
    for (int64_t j = 0; j < n; ++j) km::quant::put(q.data(), u, r * n + j, x[r * n + j] / s[r]);
  }
}
