// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Per token: each group's score is the sum of its two largest scores, added in double (exact for
// two floats, so equal sums stay equal); groups are ranked by score, lower index first on equal
// scores, and the best topk_group kept; the scores of the others' experts become -inf.
#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <vector>

static inline float W(km_f16 v) { return km_f16_to_f32(v); }
int moe_group_topk_mask_f16(const km_f16* scores, km_f16* masked, bool* group_mask, int64_t tokens,
                            int64_t groups, int64_t per_group, int64_t topk_group) {
  const int64_t experts = groups * per_group;
  km_f16 neg_inf;
  neg_inf = km_f32_to_f16(-std::numeric_limits<float>::infinity());
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < tokens; ++t) {
    const km_f16* st = scores + t * experts;
    std::vector<double> gs(groups);
    for (int64_t q = 0; q < groups; ++q) {
      float a = -INFINITY, b = -INFINITY;
      for (int64_t e = q * per_group; e < (q + 1) * per_group; ++e) {
        const float v = W(st[e]);
        if (v > a) { b = a; a = v; }
        else if (v > b) b = v;
      }
      gs[q] = static_cast<double>(a) + static_cast<double>(b);
    }
    std::vector<int64_t> order(groups);
    std::iota(order.begin(), order.end(), int64_t{0});
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) { return gs[a] > gs[b]; });
    for (int64_t j = 0; j < groups; ++j) {
      const int64_t q = order[j];
      const bool keep = j < topk_group;
      group_mask[t * groups + q] = keep;
      for (int64_t e = q * per_group; e < (q + 1) * per_group; ++e)
        masked[t * experts + e] = keep ? st[e] : neg_inf;
    }
  }
  return 0;
}
