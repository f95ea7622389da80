// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// out[t, j] = sum over e < k of x[t, e, j].
KM_REFERENCE(moe_sum) {
  auto x = ctx.in("x");
  auto out = ctx.out("out");
  const int64_t tokens = ctx.size("tokens"), k = ctx.size("k"), hidden = ctx.size("hidden");
  for (int64_t t = 0; t < tokens; ++t)
    for (int64_t e = 0; e < k; ++e)
      for (int64_t j = 0; j < hidden; ++j) out[t * hidden + j] += x[(t * k + e) * hidden + j];
}
