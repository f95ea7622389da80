// SPDX-License-Identifier: Apache-2.0
#include "swiglu_quant.hpp"

// xf = x * weight_scale[col] * activation_scale[row], then swiglu_quant's activation and scale.
KM_REFERENCE(dequant_swiglu_quant) {
  auto x = ctx.in("x");
  auto ws = ctx.in("weight_scale");
  auto as = ctx.in("activation_scale");
  const int64_t h = ctx.size("h");
  km::quant::swiglu_row_quant(ctx, ctx.size("rows"), h, [&](int64_t r, int64_t j) {
    return x[r * 2 * h + j] * ws[j] * as[r];
  });
}
