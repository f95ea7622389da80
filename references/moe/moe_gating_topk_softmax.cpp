// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"
#include "../sort_select/order.hpp"

// Softmax over the experts, then the k largest (ranked by logit, ties in input order).
KM_REFERENCE(moe_gating_topk_softmax) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  auto ids = ctx.out("expert_idx");
  const int64_t tokens = ctx.size("tokens"), experts = ctx.size("experts"), k = ctx.size("k");
  km::parallel_for(tokens, [&](int64_t t) {
    const double* row = x.data() + t * experts;
    std::vector<int64_t> pos = km::ref::sorted_positions(row, experts, true, k);
    const double m = row[pos[0]];
    double sum = 0;
    for (int64_t e = 0; e < experts; ++e) sum += std::exp(row[e] - m);
    for (int64_t j = 0; j < k; ++j) {
      y[t * k + j] = std::exp(row[pos[static_cast<size_t>(j)]] - m) / sum;
      ids[t * k + j] = static_cast<double>(pos[static_cast<size_t>(j)]);
    }
  });
}
