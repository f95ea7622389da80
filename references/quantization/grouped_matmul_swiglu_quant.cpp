// SPDX-License-Identifier: Apache-2.0
#include <vector>

#include "core/reference.hpp"
#include "swiglu_quant.hpp"

// Per expert e, rows group_offsets[e] .. group_offsets[e + 1] - 1: y = (x @ weight[e]) (exact
// integers) * weight_scale[e, col] * x_scale[row]; then swiglu_quant's activation and row scale.
KM_REFERENCE(grouped_matmul_swiglu_quant) {
  auto x = ctx.in("x");
  auto w = ctx.in("weight");
  auto ws = ctx.in("weight_scale");
  auto xs = ctx.in("x_scale");
  auto off = ctx.in("group_offsets");
  const int64_t m = ctx.size("m"), k = ctx.size("k"), n = ctx.size("n");
  const int64_t experts = ctx.size("experts"), n2 = 2 * n;
  std::vector<double> y(static_cast<size_t>(m * n2));
  for (int64_t e = 0; e < experts; ++e) {
    const auto r0 = static_cast<int64_t>(off[e]), r1 = static_cast<int64_t>(off[e + 1]);
    km::accumulate_matmul(x.data() + r0 * k, w.data() + e * k * n2, y.data() + r0 * n2, r1 - r0, n2,
                          k);
    for (int64_t r = r0; r < r1; ++r)
      for (int64_t c = 0; c < n2; ++c) y[r * n2 + c] *= ws[e * n2 + c] * xs[r];
  }
  km::quant::swiglu_row_quant(ctx, m, n, [&](int64_t r, int64_t j) { return y[r * n2 + j]; });
}
