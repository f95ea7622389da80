// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include <vector>

#include "attention.hpp"

// sparse_flash_attention in double (attention.hpp): per (batch, query i, head h) one softmax row
// over the topk * block keys of the blocks sparse_indices[b, i] lists, in the listed order (the
// softmax does not depend on it), key t of the row at position idx[t / block] * block + t % block.
KM_REFERENCE(sparse_flash_attention) {
  const int64_t b = ctx.size("b"), sq = ctx.size("sq"), n = ctx.size("n"), d = ctx.size("d");
  const int64_t blocks = ctx.size("blocks"), block = ctx.size("block"), topk = ctx.size("topk");
  const int64_t skv = blocks * block;
  const double scale = ctx.param("scale");
  auto q = ctx.in("q");
  auto k = ctx.in("k");
  auto v = ctx.in("v");
  auto idx = ctx.in("sparse_indices");
  auto o = ctx.out("o");
  km::parallel_for(b * sq * n, [&](int64_t r) {
    const int64_t bi = r / (sq * n), i = r / n % sq;
    const double* ids = idx.data() + (bi * sq + i) * topk;
    auto pos = [&](int64_t t) { return static_cast<int64_t>(ids[t / block]) * block + t % block; };
    const double* qi = q.data() + r * d;
    const double* kb = k.data() + bi * skv * d;
    const double* vb = v.data() + bi * skv * d;
    km::attn::row(
        0, topk * block, d, d, scale, [&](int64_t e) { return qi[e]; },
        [&](int64_t t, int64_t e) { return kb[pos(t) * d + e]; },
        [&](int64_t t, int64_t c) { return vb[pos(t) * d + c]; }, o.data() + r * d);
  });
}
