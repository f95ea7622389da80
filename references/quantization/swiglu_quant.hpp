// SPDX-License-Identifier: Apache-2.0
// swiglu_quant and dequant_swiglu_quant: act = silu(a) * b over the two halves of each row, then a
// per-row int8 scale max|act| / 127.
#pragma once

#include <cmath>
#include <vector>

#include "core/reference.hpp"
#include "quant_util.hpp"

namespace km::quant {

/// `xf(r, j)` is element j of row r (of 2h) as the op sees it before the activation.
template <class Xf>
void swiglu_row_quant(RefContext& ctx, int64_t rows, int64_t h, Xf xf) {
  auto q = ctx.out("q");
  auto s = ctx.out("s");
  double* u = unrounded(ctx, "q");
  std::vector<double> act(static_cast<size_t>(h));
  for (int64_t r = 0; r < rows; ++r) {
    double amax = 0;
    for (int64_t j = 0; j < h; ++j) {
      const double a = xf(r, j);
      act[j] = a / (1.0 + std::exp(-a)) * xf(r, h + j);
      amax = std::max(amax, std::fabs(act[j]));
    }
    s[r] = amax / 127;
    // A row of zeros (possible from integer inputs) has scale 0 and quantises to 0.
    for (int64_t j = 0; j < h; ++j) put(q.data(), u, r * h + j, amax == 0 ? 0.0 : act[j] / s[r]);
  }
}

}  // namespace km::quant
