// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>
#include <vector>

#include "core/reference.hpp"

// Softmax of each attn row (max-shifted), then per mask the weighted sum over keys divided by the
// mask's sum; heads reduced by mean (mode 0) or max (mode 1).
KM_REFERENCE(multi_mask_attention_aggregation) {
  auto attn = ctx.in("attn");
  auto masks = ctx.in("masks");
  auto out = ctx.out("out");
  const int64_t b = ctx.size("b"), h = ctx.size("h"), q = ctx.size("q"), k = ctx.size("k");
  const int64_t nm = ctx.size("nm");
  const bool use_max = static_cast<int64_t>(ctx.param("mode")) != 0;
  std::vector<double> p(static_cast<size_t>(k)), msum(static_cast<size_t>(nm), 0.0);
  for (int64_t j = 0; j < nm; ++j)
    for (int64_t e = 0; e < k; ++e) msum[static_cast<size_t>(j)] += masks[j * k + e];
  for (int64_t bb = 0; bb < b; ++bb)
    for (int64_t t = 0; t < q; ++t) {
      std::vector<double> acc(static_cast<size_t>(nm), use_max ? -INFINITY : 0.0);
      for (int64_t hh = 0; hh < h; ++hh) {
        const int64_t o = ((bb * h + hh) * q + t) * k;
        double mx = -INFINITY, s = 0;
        for (int64_t e = 0; e < k; ++e) mx = std::max(mx, attn[o + e]);
        for (int64_t e = 0; e < k; ++e) s += p[static_cast<size_t>(e)] = std::exp(attn[o + e] - mx);
        for (int64_t j = 0; j < nm; ++j) {
          double a = 0;
          for (int64_t e = 0; e < k; ++e) a += p[static_cast<size_t>(e)] * masks[j * k + e];
          a /= s * msum[static_cast<size_t>(j)];
          double& r = acc[static_cast<size_t>(j)];
          r = use_max ? std::max(r, a) : r + a / static_cast<double>(h);
        }
      }
      for (int64_t j = 0; j < nm; ++j) out[(bb * nm + j) * q + t] = acc[static_cast<size_t>(j)];
    }
}
