// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "attention.hpp"

// out[s, h] = softmax(scale * q[s, h] . K) V over the seq_lens[s] tokens of sequence s, token p
// read through block_tables[s, p / bs] at position p % bs of the split key cache
// [blocks, kv_heads, d / x, bs, x] and the value cache [blocks, kv_heads, d, bs].
KM_REFERENCE(paged_attention_v1) {
  auto q = ctx.in("query");
  auto kc = ctx.in("key_cache");
  auto vc = ctx.in("value_cache");
  auto table = ctx.in("block_tables");
  auto lens = ctx.in("seq_lens");
  auto out = ctx.out("out");
  const int64_t heads = ctx.size("heads"), kvh = ctx.size("kv_heads"), d = ctx.size("d");
  const int64_t x = ctx.size("x"), bs = ctx.size("bs"), mb = ctx.size("max_blocks");
  const double scale = ctx.param("scale");
  const int64_t group = heads / kvh;
  km::parallel_for(ctx.size("seqs") * heads, [&](int64_t r) {
    const int64_t s = r / heads, g = (r % heads) / group;
    // Element (token p, e) of kv head g: the cache row of token p is block * kvh + g.
    auto head = [&](int64_t p) {
      return static_cast<int64_t>(table[s * mb + p / bs]) * kvh + g;
    };
    km::attn::row(
        0, static_cast<int64_t>(lens[s]), d, d, scale, [&](int64_t e) { return q[r * d + e]; },
        [&](int64_t p, int64_t e) { return kc[((head(p) * (d / x) + e / x) * bs + p % bs) * x + e % x]; },
        [&](int64_t p, int64_t e) { return vc[(head(p) * d + e) * bs + p % bs]; },
        out.data() + r * d);
  });
}
