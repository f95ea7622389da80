// Planted wrong kernel (self-test only): routes correctly, then swaps each chosen expert for the
// lowest-index expert of the row with the same logit, even one of a dropped group. Its score, and so
// its weight, is the same, and random logits never tie, so ordinary cases and the weights pass;
// caught by: the "ties" variant and the selection check's ranking key (-inf for the experts of
// dropped groups), which a gather of the logits alone would miss.
#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

static inline float W(float v) { return v; }
int grouped_topk_f32(const float* gating, float* topk_weights, int32_t* topk_ids, int64_t tokens,
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
    // The defect: each pick is replaced by the lowest-index expert of the whole row with the same
    // logit, whatever its group.
    std::vector<char> used(experts, 0);
    for (int64_t j = 0; j < k; ++j) {
      int64_t e = 0;
      while (e < experts && (used[e] || g[e] != g[cand[j]])) ++e;
      if (e < experts) cand[j] = e;
      used[cand[j]] = 1;
    }
    for (int64_t j = 0; j < k; ++j) {
      const float w = renormalize ? s[cand[j]] / picked : s[cand[j]];
      topk_weights[t * k + j] = static_cast<float>(w * routed_scaling_factor);
      topk_ids[t * k + j] = static_cast<int32_t>(cand[j]);
    }
  }
  return 0;
}
