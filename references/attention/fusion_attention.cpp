// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "attention.hpp"

// fusion_attention in double (attention.hpp): per (batch, head, query i) one softmax row over the
// keys [0, j1): all skv keys (mask_mode 0), j <= i (1: top-left causal), j <= i + skv - sq
// (2: bottom-right causal). skv >= sq keeps every row non-empty.
KM_REFERENCE(fusion_attention) {
  const int64_t b = ctx.size("b"), n = ctx.size("n"), sq = ctx.size("sq"), skv = ctx.size("skv");
  const int64_t d = ctx.size("d");
  const double scale = ctx.param("scale");
  const int64_t mode = static_cast<int64_t>(ctx.param("mask_mode"));
  auto q = ctx.in("q");
  auto k = ctx.in("k");
  auto v = ctx.in("v");
  auto o = ctx.out("o");
  km::parallel_for(b * n * sq, [&](int64_t r) {
    const int64_t bh = r / sq, i = r % sq;
    const int64_t j1 = mode == 0 ? skv : mode == 1 ? i + 1 : i + skv - sq + 1;
    const double* qi = q.data() + r * d;
    const double* kb = k.data() + bh * skv * d;
    const double* vb = v.data() + bh * skv * d;
    km::attn::row(
        0, j1, d, d, scale, [&](int64_t e) { return qi[e]; },
        [&](int64_t j, int64_t e) { return kb[j * d + e]; },
        [&](int64_t j, int64_t c) { return vb[j * d + c]; }, o.data() + r * d);
  });
}
