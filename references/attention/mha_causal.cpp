// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "attention.hpp"

// mha_causal in double (attention.hpp): the projections, then per (batch, head, query i) one
// softmax row over the keys [0, i + 1), heads concatenated, then the out-projection.
KM_REFERENCE(mha_causal) {
  const int64_t b = ctx.size("b");
  const int64_t s = ctx.size("s");
  const int64_t e = ctx.size("e");
  const int64_t h = ctx.size("h");
  const int64_t nq = s, nk = s, dh = e / h, kw = e;
  std::vector<double> Q(static_cast<size_t>(b * nq * e)), K(static_cast<size_t>(b * nk * kw)),
      V(K.size()), A(Q.size());
  auto xq = ctx.in("x");
  auto xkv = ctx.in("x");
  const double* w_in = ctx.in("w_in").data();
  const double* b_in = ctx.in("b_in").data();
  km::attn::linear(xq.data(), w_in, b_in, Q.data(), b * nq, e, e);
  km::attn::linear(xkv.data(), w_in + e * e, b_in + e, K.data(), b * nk, e, e);
  km::attn::linear(xkv.data(), w_in + 2 * e * e, b_in + 2 * e, V.data(), b * nk, e, e);
  const double* wo = ctx.in("w_out").data();
  const double* bo = ctx.in("b_out").data();
  km::parallel_for(b * h * nq, [&](int64_t r) {
    const int64_t bi = r / (h * nq), hi = r / nq % h, i = r % nq;
    const int64_t kh = hi / 1;  // the key/value head this query head reads
    const double* q = Q.data() + (bi * nq + i) * e + hi * dh;
    const double* k = K.data() + bi * nk * kw + kh * dh;
    const double* v = V.data() + bi * nk * kw + kh * dh;
    km::attn::row(
        0, i + 1, dh, dh, 1.0 / std::sqrt(static_cast<double>(dh)), [&](int64_t c) { return q[c]; },
        [&](int64_t j, int64_t c) { return k[j * kw + c]; },
        [&](int64_t j, int64_t c) { return v[j * kw + c]; },
        A.data() + (bi * nq + i) * e + hi * dh);
  });
  km::attn::linear(A.data(), wo, bo, ctx.out("o").data(), b * nq, e, e);
}
