// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Per token: the k largest logits by std::partial_sort of an index array (softmax is monotone, so
// ranking the logits ranks the probabilities without merging logits an ulp apart), then
// exp(x - max) / sum in float for their weights, optionally divided by the sum of the k.
#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

static inline float W(float v) { return v; }
int topk_softmax_f32(const float* gating, float* topk_weights, int32_t* topk_ids, int64_t tokens,
                     int64_t experts, int64_t k, int64_t renormalize) {
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < tokens; ++t) {
    std::vector<float> g(experts);
    for (int64_t e = 0; e < experts; ++e) g[e] = W(gating[t * experts + e]);
    const float m = *std::max_element(g.begin(), g.end());
    float sum = 0.0f;
    for (int64_t e = 0; e < experts; ++e) sum += std::exp(g[e] - m);
    std::vector<int64_t> pos(experts);
    std::iota(pos.begin(), pos.end(), int64_t{0});
    std::partial_sort(pos.begin(), pos.begin() + k, pos.end(),
                      [&](int64_t a, int64_t b) { return g[a] > g[b]; });
    float picked = 0.0f;
    for (int64_t j = 0; j < k; ++j) picked += std::exp(g[pos[j]] - m);
    const float denom = renormalize ? picked : sum;
    for (int64_t j = 0; j < k; ++j) {
      topk_weights[t * k + j] = std::exp(g[pos[j]] - m) / denom;
      topk_ids[t * k + j] = static_cast<int32_t>(pos[j]);
    }
  }
  return 0;
}
