// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "conv_nd.hpp"

// y = F.conv_transpose1d(x, W, stride=s, padding=p, groups=g, dilation=d)
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
  G.transposed = true;
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

KM_REFERENCE(conv_transpose1d) {
  auto x = ctx.in("x");
  auto W = ctx.in("W");
  auto y = ctx.out("y");
  km::conv::full(geom(ctx), x, W, nullptr, y.data());
}

// The sampled elements of a GPU-sized case, by the same routine: the same bits.
KM_REFERENCE_AT(conv_transpose1d) {
  (void)output;
  const auto x = ctx.in("x"), W = ctx.in("W");
  km::conv::at(geom(ctx), x, W, static_cast<const km::StoredView*>(nullptr), which, out);
}
