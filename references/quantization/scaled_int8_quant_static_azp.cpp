// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"
#include "quant_util.hpp"

// q = clamp(round(x / scale) + azp, -128, 127): azp is added to the rounded quotient, so the
// unrounded value the check judges against is x / scale + azp (an integer shift of the boundary).
KM_REFERENCE(scaled_int8_quant_static_azp) {
  auto x = ctx.in("x");
  const double s = ctx.in("scale")[0], azp = ctx.in("azp")[0];
  auto q = ctx.out("q");
  double* u = km::quant::unrounded(ctx, "q");
  for (int64_t i = 0; i < x.numel(); ++i) km::quant::put(q.data(), u, i, x[i] / s + azp);
}
