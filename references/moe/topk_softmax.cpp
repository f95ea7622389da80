// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"
#include "../sort_select/order.hpp"

// Softmax over the experts, the k largest (ranked by logit, ties in input order), optionally
// renormalised.
KM_REFERENCE(topk_softmax) {
  auto gating = ctx.in("gating");
  auto weights = ctx.out("topk_weights");
  auto ids = ctx.out("topk_ids");
  const int64_t tokens = ctx.size("tokens"), experts = ctx.size("experts"), k = ctx.size("k");
  const bool renormalize = ctx.param("renormalize") != 0;
  km::parallel_for(tokens, [&](int64_t t) {
    const double* row = gating.data() + t * experts;
    std::vector<int64_t> pos = km::ref::sorted_positions(row, experts, true, k);
    const double m = row[pos[0]];
    double sum = 0, picked = 0;
    for (int64_t e = 0; e < experts; ++e) sum += std::exp(row[e] - m);
    for (int64_t j = 0; j < k; ++j) picked += std::exp(row[pos[static_cast<size_t>(j)]] - m);
    for (int64_t j = 0; j < k; ++j) {
      const double w = std::exp(row[pos[static_cast<size_t>(j)]] - m);
      weights[t * k + j] = renormalize ? w / picked : w / sum;
      ids[t * k + j] = static_cast<double>(pos[static_cast<size_t>(j)]);
    }
  });
}
