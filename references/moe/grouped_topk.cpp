// SPDX-License-Identifier: Apache-2.0
#include <cmath>
#include <limits>

#include "core/reference.hpp"
#include "../sort_select/order.hpp"

// Scores (softmax or sigmoid), group score = sum of the group's two largest scores, the topk_group
// best groups kept (equal scores: lower group first), then the k best experts of the kept groups.
// The ranking key of topk_ids is the masked score: -inf for the experts of dropped groups, so the
// selection check refuses an expert of a dropped group even where its logit ties a kept one's.
KM_REFERENCE(grouped_topk) {
  auto gating = ctx.in("gating");
  auto weights = ctx.out("topk_weights");
  auto ids = ctx.out("topk_ids");
  const int64_t tokens = ctx.size("tokens"), groups = ctx.size("groups"),
                per_group = ctx.size("per_group"), topk_group = ctx.size("topk_group"),
                k = ctx.size("k"), experts = groups * per_group;
  const bool softmax = ctx.param("scoring") == 0, renormalize = ctx.param("renormalize") != 0;
  const double factor = ctx.param("routed_scaling_factor");
  double* key = ctx.key("topk_ids", tokens * experts);
  km::parallel_for(tokens, [&](int64_t t) {
    const double* g = gating.data() + t * experts;
    double* s = key + t * experts;
    double m = g[0], sum = 0;
    for (int64_t e = 1; e < experts; ++e) m = std::max(m, g[e]);
    for (int64_t e = 0; e < experts; ++e) sum += softmax ? std::exp(g[e] - m) : 0.0;
    for (int64_t e = 0; e < experts; ++e)
      s[e] = softmax ? std::exp(g[e] - m) / sum : 1.0 / (1.0 + std::exp(-g[e]));
    std::vector<double> group_score(static_cast<size_t>(groups));
    for (int64_t q = 0; q < groups; ++q) {
      std::vector<int64_t> best = km::ref::sorted_positions(s + q * per_group, per_group, true, 2);
      group_score[static_cast<size_t>(q)] = s[q * per_group + best[0]] + s[q * per_group + best[1]];
    }
    std::vector<int64_t> kept = km::ref::sorted_positions(group_score.data(), groups, true);
    for (int64_t j = topk_group; j < groups; ++j)
      for (int64_t e = 0; e < per_group; ++e)
        s[kept[static_cast<size_t>(j)] * per_group + e] = -std::numeric_limits<double>::infinity();
    std::vector<int64_t> pos = km::ref::sorted_positions(s, experts, true, k);
    double picked = 0;
    for (int64_t j = 0; j < k; ++j) picked += s[pos[static_cast<size_t>(j)]];
    for (int64_t j = 0; j < k; ++j) {
      const double w = s[pos[static_cast<size_t>(j)]];
      weights[t * k + j] = (renormalize ? w / picked : w) * factor;
      ids[t * k + j] = static_cast<double>(pos[static_cast<size_t>(j)]);
    }
  });
}
