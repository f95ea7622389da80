// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "core/reference.hpp"
#include "../sort_select/order.hpp"

// Scores (softmax or sigmoid), group score = sum of the group's two largest scores, the topk_group
// best groups kept (equal scores: lower group first), then the k best experts of the kept groups.
// The ranking key of topk_ids is the masked score: -inf for the experts of dropped groups, so the
// selection check refuses an expert of a dropped group even where its logit ties a kept one's.
//
// The kept set jumps where the last kept group's score meets the best dropped one's. Where the two
// differ (a tie is ruled: lower group first) by less than an fp32 kernel's rounding of them, the
// answer with those two groups swapped is the row's alternative (ctx.alt, judged row by row for
// the ids and element by element for the weights): seed 24 of the cpu sweep drew two sigmoid group
// scores near 2 that fp32 cannot tell apart, and the example kernel kept the other group. The
// window: 16 fp32 epsilons of the larger score, plus 4 sqrt(experts) for softmax's sum. One
// alternative per row: three groups within the window of each other are not covered.
namespace {
struct Pick {
  std::vector<int64_t> pos;  // the k experts, best first
  std::vector<double> w;     // their weights
};

// Masks the experts of the groups not in `kept_groups` to -inf in s, then picks the k best.
Pick pick(double* s, const std::vector<int64_t>& kept_groups, int64_t groups, int64_t per_group,
          int64_t k, bool renormalize, double factor) {
  std::vector<char> keep(static_cast<size_t>(groups), 0);
  for (int64_t q : kept_groups) keep[static_cast<size_t>(q)] = 1;
  for (int64_t q = 0; q < groups; ++q)
    if (!keep[static_cast<size_t>(q)])
      for (int64_t e = 0; e < per_group; ++e)
        s[q * per_group + e] = -std::numeric_limits<double>::infinity();
  Pick p;
  p.pos = km::ref::sorted_positions(s, groups * per_group, true, k);
  double picked = 0;
  for (int64_t j = 0; j < k; ++j) picked += s[p.pos[static_cast<size_t>(j)]];
  for (int64_t j = 0; j < k; ++j) {
    const double w = s[p.pos[static_cast<size_t>(j)]];
    p.w.push_back((renormalize ? w / picked : w) * factor);
  }
  return p;
}

// The routing scores of one token's logits.
void scores(const double* g, double* s, int64_t experts, bool softmax) {
  double m = g[0], sum = 0;
  for (int64_t e = 1; e < experts; ++e) m = std::max(m, g[e]);
  for (int64_t e = 0; e < experts; ++e) sum += softmax ? std::exp(g[e] - m) : 0.0;
  for (int64_t e = 0; e < experts; ++e)
    s[e] = softmax ? std::exp(g[e] - m) / sum : 1.0 / (1.0 + std::exp(-g[e]));
}
}  // namespace

KM_REFERENCE(grouped_topk) {
  auto gating = ctx.in("gating");
  auto weights = ctx.out("topk_weights");
  auto ids = ctx.out("topk_ids");
  const int64_t tokens = ctx.size("tokens"), groups = ctx.size("groups"),
                per_group = ctx.size("per_group"), topk_group = ctx.size("topk_group"),
                k = ctx.size("k"), experts = groups * per_group;
  const bool softmax = ctx.param("scoring") == 0, renormalize = ctx.param("renormalize") != 0;
  const double factor = ctx.param("routed_scaling_factor");
  const double window_eps =
      (16.0 + (softmax ? 4.0 * std::sqrt(static_cast<double>(experts)) : 0.0)) * 0x1p-23;
  double* key = ctx.key("topk_ids", tokens * experts);
  // Per token: the kept groups with the boundary's two swapped, where they are a near-tie.
  std::vector<std::vector<int64_t>> other(static_cast<size_t>(tokens));
  km::parallel_for(tokens, [&](int64_t t) {
    double* s = key + t * experts;
    scores(gating.data() + t * experts, s, experts, softmax);
    std::vector<double> group_score(static_cast<size_t>(groups));
    for (int64_t q = 0; q < groups; ++q) {
      std::vector<int64_t> best = km::ref::sorted_positions(s + q * per_group, per_group, true, 2);
      group_score[static_cast<size_t>(q)] = s[q * per_group + best[0]] + s[q * per_group + best[1]];
    }
    std::vector<int64_t> order = km::ref::sorted_positions(group_score.data(), groups, true);
    std::vector<int64_t> kept(order.begin(), order.begin() + topk_group);
    if (topk_group < groups) {  // the boundary: last kept against best dropped
      const double a = group_score[static_cast<size_t>(order[static_cast<size_t>(topk_group - 1)])];
      const double b = group_score[static_cast<size_t>(order[static_cast<size_t>(topk_group)])];
      if (a != b && a - b <= window_eps * std::max(a, b)) {
        other[static_cast<size_t>(t)] = kept;
        other[static_cast<size_t>(t)].back() = order[static_cast<size_t>(topk_group)];
      }
    }
    const Pick p = pick(s, kept, groups, per_group, k, renormalize, factor);
    for (int64_t j = 0; j < k; ++j) {
      weights[t * k + j] = p.w[static_cast<size_t>(j)];
      ids[t * k + j] = static_cast<double>(p.pos[static_cast<size_t>(j)]);
    }
  });
  // The alternatives, only where a row has one (rare: the vectors stay empty otherwise).
  for (int64_t t = 0; t < tokens; ++t) {
    if (other[static_cast<size_t>(t)].empty()) continue;
    double* alt_w = ctx.alt("topk_weights");
    double* alt_ids = ctx.alt("topk_ids");
    double* as = ctx.alt_key("topk_ids", tokens * experts) + t * experts;
    scores(gating.data() + t * experts, as, experts, softmax);
    const Pick p = pick(as, other[static_cast<size_t>(t)], groups, per_group, k, renormalize, factor);
    for (int64_t j = 0; j < k; ++j) {
      alt_w[t * k + j] = p.w[static_cast<size_t>(j)];
      alt_ids[t * k + j] = static_cast<double>(p.pos[static_cast<size_t>(j)]);
    }
  }
}
