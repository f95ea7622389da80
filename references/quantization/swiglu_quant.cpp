// SPDX-License-Identifier: Apache-2.0
#include "swiglu_quant.hpp"

KM_REFERENCE(swiglu_quant) {
  auto x = ctx.in("x");
  const int64_t h = ctx.size("h");
  km::quant::swiglu_row_quant(ctx, ctx.size("rows"), h,
                              [&](int64_t r, int64_t j) { return x[r * 2 * h + j]; });
}
