// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "conv_nd.hpp"

// y = F.conv1d(x, W, b if has_bias else None, stride=s, padding=p, dilation=d, groups=g)
// in double through the conv family's shared routine (conv_nd.hpp).

namespace {

// The case's geometry from its sizes (either context: both have size()).
template <class Ctx>
km::conv::Geom geom(const Ctx& cx) {
  const int64_t n = cx.size("n");
  const int64_t ci = cx.size("ci");
  const int64_t l = cx.size("l");
  const int64_t co = cx.size("co");
  const int64_t k = cx.size("k");
  const int64_t s = cx.size("s");
  const int64_t p = cx.size("p");
  const int64_t d = cx.size("d");
  const int64_t g = cx.size("g");
  km::conv::Geom G;
  G.nd = 1;
  G.transposed = false;
  G.n = n;
  G.ci = ci;
  G.co = co;
  G.groups = g;
  G.in = {l, 1, 1};
  G.k = {k, 1, 1};
  G.s = {s, 1, 1};
  G.p = {p, 0, 0};
  G.d = {d, 1, 1};
  G.op = {0, 0, 0};
  return G;
}

}  // namespace

KM_REFERENCE(conv1d_generic) {
  auto x = ctx.in("x");
  auto W = ctx.in("W");
  auto b = ctx.in("b");
  auto y = ctx.out("y");
  km::conv::full(geom(ctx), x, W, ctx.param("has_bias") != 0 ? b.data() : nullptr, y.data());
}

// The sampled elements of a GPU-sized case, by the same routine: the same bits.
KM_REFERENCE_AT(conv1d_generic) {
  (void)output;
  const auto x = ctx.in("x"), W = ctx.in("W");
  const km::StoredView b = ctx.in("b");
  km::conv::at(geom(ctx), x, W, ctx.param("has_bias") != 0 ? &b : nullptr, which, out);
}
