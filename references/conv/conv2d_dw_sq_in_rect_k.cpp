// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "conv_nd.hpp"

// y = F.conv2d(x, W, stride=(sh, sw), padding=(ph, pw), dilation=(dh, dw), groups=c)
// in double through the conv family's shared routine (conv_nd.hpp).

namespace {

// The case's geometry from its sizes (either context: both have size()).
template <class Ctx>
km::conv::Geom geom(const Ctx& cx) {
  const int64_t n = cx.size("n");
  const int64_t c = cx.size("c");
  const int64_t h = cx.size("h");
  const int64_t w = cx.size("w");
  const int64_t kh = cx.size("kh");
  const int64_t kw = cx.size("kw");
  const int64_t sh = cx.size("sh");
  const int64_t sw = cx.size("sw");
  const int64_t ph = cx.size("ph");
  const int64_t pw = cx.size("pw");
  const int64_t dh = cx.size("dh");
  const int64_t dw = cx.size("dw");
  km::conv::Geom G;
  G.nd = 2;
  G.transposed = false;
  G.n = n;
  G.ci = c;
  G.co = c;
  G.groups = c;
  G.in = {h, w, 1};
  G.k = {kh, kw, 1};
  G.s = {sh, sw, 1};
  G.p = {ph, pw, 0};
  G.d = {dh, dw, 1};
  G.op = {0, 0, 0};
  return G;
}

}  // namespace

KM_REFERENCE(conv2d_dw_sq_in_rect_k) {
  auto x = ctx.in("x");
  auto W = ctx.in("W");
  auto y = ctx.out("y");
  km::conv::full(geom(ctx), x, W, nullptr, y.data());
}

// The sampled elements of a GPU-sized case, by the same routine: the same bits.
KM_REFERENCE_AT(conv2d_dw_sq_in_rect_k) {
  (void)output;
  const auto x = ctx.in("x"), W = ctx.in("W");
  km::conv::at(geom(ctx), x, W, static_cast<const km::StoredView*>(nullptr), which, out);
}
