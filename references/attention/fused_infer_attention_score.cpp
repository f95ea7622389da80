// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "attention.hpp"

// fused_infer_attention_score in double (attention.hpp), BSND: per (batch, query i, head h) one
// softmax row over the keys [0, j1) of key/value head h / (n / nkv): all skv keys (causal 0) or
// j <= i + skv - sq (causal 1, the bottom-right mask). skv >= sq keeps every row non-empty.
KM_REFERENCE(fused_infer_attention_score) {
  const int64_t b = ctx.size("b"), sq = ctx.size("sq"), skv = ctx.size("skv");
  const int64_t n = ctx.size("n"), nkv = ctx.size("nkv"), d = ctx.size("d");
  const double scale = ctx.param("scale");
  const bool causal = ctx.param("causal") != 0;
  auto q = ctx.in("q");
  auto k = ctx.in("k");
  auto v = ctx.in("v");
  auto o = ctx.out("o");
  km::parallel_for(b * sq * n, [&](int64_t r) {
    const int64_t bi = r / (sq * n), i = r / n % sq, h = r % n;
    const int64_t kh = h / (n / nkv);  // the key/value head this query head reads
    const int64_t j1 = causal ? i + skv - sq + 1 : skv;
    const double* qi = q.data() + r * d;
    const double* kb = k.data() + (bi * skv * nkv + kh) * d;  // key j at kb[j * nkv * d]
    const double* vb = v.data() + (bi * skv * nkv + kh) * d;
    km::attn::row(
        0, j1, d, d, scale, [&](int64_t e) { return qi[e]; },
        [&](int64_t j, int64_t e) { return kb[j * nkv * d + e]; },
        [&](int64_t j, int64_t c) { return vb[j * nkv * d + c]; }, o.data() + r * d);
  });
}
