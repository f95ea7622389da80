// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include <algorithm>
#include <limits>
#include <numeric>
#include <vector>

// scores[i, j] = sum_h w[i, h] * relu(q[i, h] . k[j]) in double for every pair; indices[i] = the
// topk keys of highest score among those query i may take (j <= i + s - t where causal = 1),
// ties in key order (one valid answer: the selection check takes tied keys in any order). The
// ranking key of indices is the score, -inf past the causal limit, so a kernel's index passes
// where its key equals that of the reference's choice.
KM_REFERENCE(lightning_indexer) {
  const int64_t t = ctx.size("t"), s = ctx.size("s"), h = ctx.size("h"), d = ctx.size("d");
  const int64_t topk = ctx.size("topk");
  const bool causal = ctx.param("causal") != 0;
  auto q = ctx.in("q");
  auto k = ctx.in("k");
  auto w = ctx.in("w");
  auto scores = ctx.out("scores");
  auto indices = ctx.out("indices");
  double* key = ctx.key("indices", t * s);
  km::parallel_for(t, [&](int64_t i) {
    const int64_t last = causal ? i + s - t : s - 1;  // the last key query i sees
    double* row = scores.data() + i * s;
    for (int64_t j = 0; j < s; ++j) {
      double sc = 0;
      for (int64_t hh = 0; hh < h; ++hh) {
        double dot = 0;
        for (int64_t e = 0; e < d; ++e) dot += q[(i * h + hh) * d + e] * k[j * d + e];
        sc += w[i * h + hh] * std::max(dot, 0.0);
      }
      row[j] = sc;
      key[i * s + j] = j <= last ? sc : -std::numeric_limits<double>::infinity();
    }
    std::vector<int64_t> order(static_cast<size_t>(last + 1));  // the keys query i may take
    std::iota(order.begin(), order.end(), int64_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](int64_t a, int64_t b) { return row[a] > row[b]; });
    for (int64_t c = 0; c < topk; ++c) indices[i * topk + c] = static_cast<double>(order[c]);
  });
}
