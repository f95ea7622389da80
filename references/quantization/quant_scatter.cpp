// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"
#include "quant_util.hpp"

// In place: out("var") starts as var's initial values; rows indices[i] .. + k - 1 of batch i take
// round(updates * quant_scales + quant_zero_points), saturated. An element the op leaves alone
// has its own (integer) value as u, far from any boundary.
KM_REFERENCE(quant_scatter) {
  auto idx = ctx.in("indices");
  auto upd = ctx.in("updates");
  auto sc = ctx.in("quant_scales");
  auto zp = ctx.in("quant_zero_points");
  auto var = ctx.out("var");
  double* u = km::quant::unrounded(ctx, "var");
  const int64_t b = ctx.size("b"), s = ctx.size("s"), d = ctx.size("d"), k = ctx.size("k");
  for (int64_t i = 0; i < var.numel(); ++i) u[i] = var[i];
  for (int64_t i = 0; i < b; ++i)
    for (int64_t j = 0; j < k; ++j) {
      const int64_t row = (i * s + static_cast<int64_t>(idx[i]) + j) * d;
      for (int64_t c = 0; c < d; ++c)
        km::quant::put(var.data(), u, row + c, upd[(i * k + j) * d + c] * sc[c] + zp[c]);
    }
}
