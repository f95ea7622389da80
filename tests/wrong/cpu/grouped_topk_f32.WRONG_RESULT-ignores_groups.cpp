// Planted wrong kernel (self-test only): the plain top-k of the scores over every expert, ignoring
// the group limit (as topk_softmax would route). Right whenever the best k experts happen to lie in
// the kept groups; caught by: the selection check (an expert of a dropped group has key -inf)
// and the weights.
#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

int grouped_topk_f32(const float* gating, float* topk_weights, int32_t* topk_ids, int64_t tokens,
                     int64_t groups, int64_t per_group, int64_t topk_group, int64_t k,
                     int64_t scoring, int64_t renormalize, double routed_scaling_factor) {
  (void)topk_group;
  const int64_t experts = groups * per_group;
  for (int64_t t = 0; t < tokens; ++t) {
    const float* g = gating + t * experts;
    std::vector<float> s(experts);
    const float m = *std::max_element(g, g + experts);
    float sum = 0.0f;
    for (int64_t e = 0; e < experts; ++e) sum += std::exp(g[e] - m);
    for (int64_t e = 0; e < experts; ++e)
      s[e] = scoring == 0 ? std::exp(g[e] - m) / sum : 1.0f / (1.0f + std::exp(-g[e]));
    std::vector<int64_t> pos(experts);
    std::iota(pos.begin(), pos.end(), int64_t{0});
    std::partial_sort(pos.begin(), pos.begin() + k, pos.end(),
                      [&](int64_t a, int64_t b) { return g[a] > g[b]; });
    float picked = 0.0f;
    for (int64_t j = 0; j < k; ++j) picked += s[pos[j]];
    for (int64_t j = 0; j < k; ++j) {
      const float w = renormalize ? s[pos[j]] / picked : s[pos[j]];
      topk_weights[t * k + j] = static_cast<float>(w * routed_scaling_factor);
      topk_ids[t * k + j] = static_cast<int32_t>(pos[j]);
    }
  }
  return 0;
}
