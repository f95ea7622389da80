// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>

#include "core/reference.hpp"

// s[r] = max(min(amax_r, scale_ub) / 448, 1 / (448 * 512)); q = clamp(x / s[r], -448, 448).
KM_REFERENCE(scaled_fp8_quant_per_token) {
  auto x = ctx.in("x");
  auto q = ctx.out("q");
  auto s = ctx.out("s");
  const double ub = ctx.in("scale_ub")[0];
  const int64_t m = ctx.size("m"), n = ctx.size("n");
  for (int64_t r = 0; r < m; ++r) {
    double amax = 0;
    for (int64_t j = 0; j < n; ++j) amax = std::max(amax, std::fabs(x[r * n + j]));
    s[r] = std::max(std::min(amax, ub) / 448, 1.0 / (448 * 512));  // vLLM's min_scaling_factor
    for (int64_t j = 0; j < n; ++j)
      q[r * n + j] = std::clamp(x[r * n + j] / s[r], -448.0, 448.0);
  }
}
