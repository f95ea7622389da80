// SPDX-License-Identifier: Apache-2.0
#include <limits>

#include "core/reference.hpp"
#include "../sort_select/order.hpp"

// Group score = sum of the group's two largest scores; the topk_group best groups are kept (equal
// scores: lower group first); the experts of the other groups become -inf.
KM_REFERENCE(moe_group_topk_mask) {
  auto scores = ctx.in("scores");
  auto masked = ctx.out("masked");
  auto group_mask = ctx.out("group_mask");
  const int64_t tokens = ctx.size("tokens"), groups = ctx.size("groups"),
                per_group = ctx.size("per_group"), topk_group = ctx.size("topk_group"),
                experts = groups * per_group;
  km::parallel_for(tokens, [&](int64_t t) {
    const double* s = scores.data() + t * experts;
    std::vector<double> group_score(static_cast<size_t>(groups));
    for (int64_t q = 0; q < groups; ++q) {
      std::vector<int64_t> best = km::ref::sorted_positions(s + q * per_group, per_group, true, 2);
      group_score[static_cast<size_t>(q)] = s[q * per_group + best[0]] + s[q * per_group + best[1]];
    }
    std::vector<int64_t> kept = km::ref::sorted_positions(group_score.data(), groups, true);
    for (int64_t j = 0; j < groups; ++j) {
      const int64_t q = kept[static_cast<size_t>(j)];
      group_mask[t * groups + q] = j < topk_group ? 1.0 : 0.0;
      for (int64_t e = q * per_group; e < (q + 1) * per_group; ++e)
        masked[t * experts + e] = j < topk_group ? s[e] : -std::numeric_limits<double>::infinity();
    }
  });
}
