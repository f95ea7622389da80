// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include <cmath>

#include "attention.hpp"

// o = F.scaled_dot_product_attention(q, k, v), no mask, in double (attention.hpp). Query row r
// (b * sq of them) belongs to batch r / sq and attends to that batch's skv keys.
namespace {

struct Dims {
  int64_t rows, sq, skv, d;
};

template <class Ctx>
Dims dims(const Ctx& cx) {
  const int64_t b = cx.size("b");
  const int64_t sq = cx.size("sq");
  const int64_t skv = cx.size("skv");
  const int64_t d = cx.size("d");
  return {b * sq, sq, skv, d};
}

// Output row r of o, from any views with operator[].
template <class X>
void one_row(const Dims& D, const X& q, const X& k, const X& v, int64_t r, double* o) {
  const int64_t kv = r / D.sq * D.skv * D.d;
  km::attn::row(
      0, D.skv, D.d, D.d, 1.0 / std::sqrt(static_cast<double>(D.d)),
      [&](int64_t e) { return q[r * D.d + e]; },
      [&](int64_t j, int64_t e) { return k[kv + j * D.d + e]; },
      [&](int64_t j, int64_t c) { return v[kv + j * D.d + c]; }, o);
}

}  // namespace

KM_REFERENCE(speculative_attention) {
  const Dims D = dims(ctx);
  auto q = ctx.in("q");
  auto k = ctx.in("k");
  auto v = ctx.in("v");
  auto o = ctx.out("o");
  km::parallel_for(D.rows, [&](int64_t r) { one_row(D, q, k, v, r, o.data() + r * D.d); });
}

// A sampled element recomputes its whole row with the same routine: the same bits.
KM_REFERENCE_AT(speculative_attention) {
  (void)output;
  const Dims D = dims(ctx);
  const auto q = ctx.in("q"), k = ctx.in("k"), v = ctx.in("v");
  km::parallel_for(static_cast<int64_t>(which.size()), [&](int64_t s) {
    std::vector<double> row(static_cast<size_t>(D.d));
    one_row(D, q, k, v, which[s] / D.d, row.data());
    out[s] = row[which[s] % D.d];
  });
}
