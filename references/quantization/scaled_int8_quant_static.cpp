// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"
#include "quant_util.hpp"

// q = clamp(round(x / scale), -128, 127), the scale a scalar tensor.
KM_REFERENCE(scaled_int8_quant_static) {
  auto x = ctx.in("x");
  const double s = ctx.in("scale")[0];
  auto q = ctx.out("q");
  double* u = km::quant::unrounded(ctx, "q");
  for (int64_t i = 0; i < x.numel(); ++i) km::quant::put(q.data(), u, i, x[i] / s);
}
