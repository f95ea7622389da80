// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>

#include "core/reference.hpp"

// s = amax(|x|) / 448 over the whole tensor; q = clamp(x / s, -448, 448) (rounded by the judge).
KM_REFERENCE(scaled_fp8_quant_dynamic) {
  auto x = ctx.in("x");
  auto q = ctx.out("q");
  auto s = ctx.out("s");
  double amax = 0;
  for (int64_t i = 0; i < x.numel(); ++i) amax = std::max(amax, std::fabs(x[i]));
  s[0] = amax / 448;
  for (int64_t i = 0; i < q.numel(); ++i) q[i] = std::clamp(x[i] / s[0], -448.0, 448.0);
}
