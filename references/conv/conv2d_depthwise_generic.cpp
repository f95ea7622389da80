// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "conv_nd.hpp"

// y = F.conv2d(x, W, b, stride=s, padding=p, groups=c)
// in double through the conv family's shared routine (conv_nd.hpp).

namespace {

// The case's geometry from its sizes (either context: both have size()).
template <class Ctx>
km::conv::Geom geom(const Ctx& cx) {
  const int64_t n = cx.size("n");
  const int64_t c = cx.size("c");
  const int64_t h = cx.size("h");
  const int64_t w = cx.size("w");
  const int64_t k = cx.size("k");
  const int64_t s = cx.size("s");
  const int64_t p = cx.size("p");
  km::conv::Geom G;
  G.nd = 2;
  G.transposed = false;
  G.n = n;
  G.ci = c;
  G.co = c;
  G.groups = c;
  G.in = {h, w, 1};
  G.k = {k, k, 1};
  G.s = {s, s, 1};
  G.p = {p, p, 0};
  G.d = {1, 1, 1};
  G.op = {0, 0, 0};
  return G;
}

}  // namespace

KM_REFERENCE(conv2d_depthwise_generic) {
  auto x = ctx.in("x");
  auto W = ctx.in("W");
  auto b = ctx.in("b");
  auto y = ctx.out("y");
  km::conv::full(geom(ctx), x, W, b.data(), y.data());
}

// The sampled elements of a GPU-sized case, by the same routine: the same bits.
KM_REFERENCE_AT(conv2d_depthwise_generic) {
  (void)output;
  const auto x = ctx.in("x"), W = ctx.in("W");
  const km::StoredView b = ctx.in("b");
  km::conv::at(geom(ctx), x, W, &b, which, out);
}
