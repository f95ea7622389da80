// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Per token: scores in float (softmax or sigmoid); each group's score is the sum of its two
// largest scores; groups are ranked by score, lower index first on equal scores, and the best
// topk_group kept; the k best experts of the kept groups are then ranked by logit (the scoring is
// monotone, and logits an ulp apart may round to one score), and their scores are renormalised
// and scaled.
#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

static inline float W(km_f16 v) { return km_f16_to_f32(v); }
int grouped_topk_f16(const km_f16* gating, float* topk_weights, int32_t* topk_ids, int64_t tokens,
                     int64_t groups, int64_t per_group, int64_t topk_group, int64_t k,
                     int64_t scoring, int64_t renormalize, double routed_scaling_factor) {
  const int64_t experts = groups * per_group;
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < tokens; ++t) {
    std::vector<float> g(experts), s(experts);
    for (int64_t e = 0; e < experts; ++e) g[e] = W(gating[t * experts + e]);
    const float m = *std::max_element(g.begin(), g.end());
    float sum = 0.0f;
    for (int64_t e = 0; e < experts; ++e) sum += std::exp(g[e] - m);
    for (int64_t e = 0; e < experts; ++e)
      s[e] = scoring == 0 ? std::exp(g[e] - m) / sum : 1.0f / (1.0f + std::exp(-g[e]));
    std::vector<float> gs(groups);
    for (int64_t q = 0; q < groups; ++q) {
      float a = -INFINITY, b = -INFINITY;  // the two largest of the group
      for (int64_t e = q * per_group; e < (q + 1) * per_group; ++e) {
        if (s[e] > a) { b = a; a = s[e]; }
        else if (s[e] > b) b = s[e];
      }
      gs[q] = a + b;
    }
    std::vector<int64_t> order(groups);
    std::iota(order.begin(), order.end(), int64_t{0});
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) { return gs[a] > gs[b]; });
    std::vector<int64_t> cand;
    for (int64_t j = 0; j < topk_group; ++j)
      for (int64_t e = order[j] * per_group; e < (order[j] + 1) * per_group; ++e) cand.push_back(e);
    std::partial_sort(cand.begin(), cand.begin() + k, cand.end(),
                      [&](int64_t a, int64_t b) { return g[a] > g[b]; });
    float picked = 0.0f;
    for (int64_t j = 0; j < k; ++j) picked += s[cand[j]];
    for (int64_t j = 0; j < k; ++j) {
      const float w = renormalize ? s[cand[j]] / picked : s[cand[j]];
      topk_weights[t * k + j] = static_cast<float>(w * routed_scaling_factor);
      topk_ids[t * k + j] = static_cast<int32_t>(cand[j]);
    }
  }
  return 0;
}
