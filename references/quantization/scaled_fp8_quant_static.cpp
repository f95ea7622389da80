// SPDX-License-Identifier: Apache-2.0
#include <algorithm>

#include "core/reference.hpp"

// q = clamp(x / scale, -448, 448), rounded into e4m3 by the judge (an fp8 output's expected
// values are the unrounded doubles: compare.cpp rounds them and knows the midpoints).
KM_REFERENCE(scaled_fp8_quant_static) {
  auto x = ctx.in("x");
  auto q = ctx.out("q");
  const double s = ctx.in("scale")[0];
  for (int64_t i = 0; i < q.numel(); ++i) q[i] = std::clamp(x[i] / s, -448.0, 448.0);
}
