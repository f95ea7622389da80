// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Per token: the k largest logits by std::partial_sort of an index array (softmax is monotone, so
// ranking the logits ranks the probabilities without merging close logits), then
// exp(x - max) / sum in fp32 for their probabilities, rounded once.
#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace {
inline float ld(float v) { return v; }
inline float st(float v) { return v; }
}  // namespace

int moe_gating_topk_softmax_f32(const float* x, float* y, int32_t* expert_idx, int64_t tokens,
                                 int64_t experts, int64_t k) {
  if (k > experts) return 1;
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < tokens; ++t) {
    std::vector<float> g(static_cast<size_t>(experts));
    for (int64_t e = 0; e < experts; ++e) g[e] = ld(x[t * experts + e]);
    const float m = *std::max_element(g.begin(), g.end());
    float sum = 0.0f;
    for (int64_t e = 0; e < experts; ++e) sum += std::exp(g[e] - m);
    std::vector<int64_t> pos(static_cast<size_t>(experts));
    std::iota(pos.begin(), pos.end(), int64_t{0});
    std::partial_sort(pos.begin(), pos.begin() + k, pos.end(),
                      [&](int64_t a, int64_t b) { return g[a] > g[b]; });
    for (int64_t j = 0; j < k; ++j) {
      y[t * k + j] = st(std::exp(g[pos[j]] - m) / sum);
      expert_idx[t * k + j] = static_cast<int32_t>(pos[j]);
    }
  }
  return 0;
}
