// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "conv_nd.hpp"

// y = F.conv3d(x, W, b if has_bias else None, stride=s, padding=p, dilation=dil, groups=g)
// in double through the conv family's shared routine (conv_nd.hpp).

namespace {

// The case's geometry from its sizes (either context: both have size()).
template <class Ctx>
km::conv::Geom geom(const Ctx& cx) {
  const int64_t n = cx.size("n");
  const int64_t ci = cx.size("ci");
  const int64_t d = cx.size("d");
  const int64_t h = cx.size("h");
  const int64_t w = cx.size("w");
  const int64_t co = cx.size("co");
  const int64_t k = cx.size("k");
  const int64_t s = cx.size("s");
  const int64_t p = cx.size("p");
  const int64_t dil = cx.size("dil");
  const int64_t g = cx.size("g");
  km::conv::Geom G;
  G.nd = 3;
  G.transposed = false;
  G.n = n;
  G.ci = ci;
  G.co = co;
  G.groups = g;
  G.in = {d, h, w};
  G.k = {k, k, 1};
  G.s = {s, s, s};
  G.p = {p, p, p};
  G.d = {dil, dil, dil};
  G.op = {0, 0, 0};
  return G;
}

}  // namespace

KM_REFERENCE(conv3d_generic) {
  auto x = ctx.in("x");
  auto W = ctx.in("W");
  auto b = ctx.in("b");
  auto y = ctx.out("y");
  km::conv::full(geom(ctx), x, W, ctx.param("has_bias") != 0 ? b.data() : nullptr, y.data());
}

// The sampled elements of a GPU-sized case, by the same routine: the same bits.
KM_REFERENCE_AT(conv3d_generic) {
  (void)output;
  const auto x = ctx.in("x"), W = ctx.in("W");
  const km::StoredView b = ctx.in("b");
  km::conv::at(geom(ctx), x, W, ctx.param("has_bias") != 0 ? &b : nullptr, which, out);
}
