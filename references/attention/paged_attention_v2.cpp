// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "attention.hpp"

// paged_attention_v1's out (softmax over all seq_lens[s] tokens at once, in double), plus vLLM v2's
// per-partition intermediates for partitions j < ceil(seq_lens[s] / 512) of tokens
// [512 j, min(512 (j + 1), seq_lens[s])): the partition's maximum score, its sum of
// exp(score - maximum) and its own normalised weighted sum of values. Later partitions are left as
// they came in (in-place outputs start from their initial values).
KM_REFERENCE(paged_attention_v2) {
  constexpr int64_t kPart = 512;
  auto q = ctx.in("query");
  auto kc = ctx.in("key_cache");
  auto vc = ctx.in("value_cache");
  auto table = ctx.in("block_tables");
  auto lens = ctx.in("seq_lens");
  auto out = ctx.out("out");
  auto exp_sums = ctx.out("exp_sums");
  auto max_logits = ctx.out("max_logits");
  auto tmp_out = ctx.out("tmp_out");
  const int64_t heads = ctx.size("heads"), kvh = ctx.size("kv_heads"), d = ctx.size("d");
  const int64_t x = ctx.size("x"), bs = ctx.size("bs"), mb = ctx.size("max_blocks");
  const int64_t parts = (mb * bs + kPart - 1) / kPart;
  const double scale = ctx.param("scale");
  const int64_t group = heads / kvh;
  km::parallel_for(ctx.size("seqs") * heads, [&](int64_t r) {
    const int64_t s = r / heads, g = (r % heads) / group;
    const int64_t n = static_cast<int64_t>(lens[s]);
    auto head = [&](int64_t p) {
      return static_cast<int64_t>(table[s * mb + p / bs]) * kvh + g;
    };
    auto qf = [&](int64_t e) { return q[r * d + e]; };
    auto kf = [&](int64_t p, int64_t e) {
      return kc[((head(p) * (d / x) + e / x) * bs + p % bs) * x + e % x];
    };
    auto vf = [&](int64_t p, int64_t e) { return vc[(head(p) * d + e) * bs + p % bs]; };
    km::attn::row(0, n, d, d, scale, qf, kf, vf, out.data() + r * d);
    for (int64_t j = 0; j * kPart < n; ++j) {
      const int64_t j0 = j * kPart, j1 = std::min(n, j0 + kPart);
      std::vector<double> sc(static_cast<size_t>(j1 - j0));
      double m = -std::numeric_limits<double>::infinity();
      for (int64_t p = j0; p < j1; ++p) {
        double acc = 0;
        for (int64_t e = 0; e < d; ++e) acc += qf(e) * kf(p, e);
        sc[p - j0] = acc * scale;
        m = std::max(m, sc[p - j0]);
      }
      double sum = 0;
      for (double v : sc) sum += std::exp(v - m);
      max_logits[r * parts + j] = m;
      exp_sums[r * parts + j] = sum;
      km::attn::row(j0, j1, d, d, scale, qf, kf, vf, tmp_out.data() + (r * parts + j) * d);
    }
  });
}
