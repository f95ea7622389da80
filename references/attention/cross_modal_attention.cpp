// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include <cmath>
#include <vector>

#include "attention.hpp"

// cross_modal_attention in double (attention.hpp): the text and image pre-projections, the
// MultiheadAttention in-projections, one softmax row per (batch, head, text position) over every
// image position, heads concatenated, then the out-projection.
KM_REFERENCE(cross_modal_attention) {
  const int64_t b = ctx.size("b"), st = ctx.size("st"), si = ctx.size("si");
  const int64_t dt = ctx.size("dt"), di = ctx.size("di"), h = ctx.size("h"), dh = dt / h;
  std::vector<double> xq(static_cast<size_t>(b * st * dt)), xkv(static_cast<size_t>(b * si * dt));
  km::attn::linear(ctx.in("text").data(), ctx.in("wq").data(), ctx.in("bq").data(), xq.data(),
                   b * st, dt, dt);
  km::attn::linear(ctx.in("img").data(), ctx.in("wkv").data(), ctx.in("bkv").data(), xkv.data(),
                   b * si, di, dt);
  const double* w_in = ctx.in("w_in").data();
  const double* b_in = ctx.in("b_in").data();
  std::vector<double> Q(xq.size()), K(xkv.size()), V(xkv.size()), A(xq.size());
  km::attn::linear(xq.data(), w_in, b_in, Q.data(), b * st, dt, dt);
  km::attn::linear(xkv.data(), w_in + dt * dt, b_in + dt, K.data(), b * si, dt, dt);
  km::attn::linear(xkv.data(), w_in + 2 * dt * dt, b_in + 2 * dt, V.data(), b * si, dt, dt);
  km::parallel_for(b * h * st, [&](int64_t r) {
    const int64_t bi = r / (h * st), hi = r / st % h, i = r % st;
    const double* q = Q.data() + (bi * st + i) * dt + hi * dh;
    const double* k = K.data() + bi * si * dt + hi * dh;
    const double* v = V.data() + bi * si * dt + hi * dh;
    km::attn::row(
        0, si, dh, dh, 1.0 / std::sqrt(static_cast<double>(dh)), [&](int64_t c) { return q[c]; },
        [&](int64_t j, int64_t c) { return k[j * dt + c]; },
        [&](int64_t j, int64_t c) { return v[j * dt + c]; },
        A.data() + (bi * st + i) * dt + hi * dh);
  });
  km::attn::linear(A.data(), ctx.in("w_out").data(), ctx.in("b_out").data(), ctx.out("o").data(),
                   b * st, dt, dt);
}
