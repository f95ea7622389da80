// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include <vector>

#include "conv_nd.hpp"

// y = F.conv2d(F.conv2d(x, Wd, stride=(sh, sw), padding=(ph, pw), dilation=(dh, dw), groups=c), Wp)
// in double through the conv family's shared routine (conv_nd.hpp).

namespace {

// The case's geometry from its sizes (either context: both have size()).
template <class Ctx>
km::conv::Geom geom(const Ctx& cx) {
  const int64_t n = cx.size("n");
  const int64_t c = cx.size("c");
  const int64_t h = cx.size("h");
  const int64_t w = cx.size("w");
  const int64_t co = cx.size("co");
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
  (void)co;
  return G;
}

}  // namespace

// The depthwise result t [n, c, oh, ow] is kept in double; y = the 1 x 1 conv of t with Wp.
KM_REFERENCE(conv2d_dw_separable) {
  const km::conv::Geom G = geom(ctx);
  auto x = ctx.in("x");
  auto Wd = ctx.in("Wd");
  auto Wp = ctx.in("Wp");
  auto y = ctx.out("y");
  std::vector<double> t(static_cast<size_t>(G.n * G.co * G.out_spatial()));
  km::conv::full(G, x, Wd, nullptr, t.data());
  km::conv::Geom P;  // the pointwise step
  P.nd = 2;
  P.n = G.n;
  P.ci = G.co;
  P.co = ctx.size("co");
  P.in = {G.out(0), G.out(1), 1};
  km::conv::full(P, t, Wp, nullptr, y.data());
}

// y[b, o, pos] = sum_c Wp[o, c] * t[b, c, pos] in ascending c, each t from the same depthwise
// routine: the same terms in the same order as the full reference.
KM_REFERENCE_AT(conv2d_dw_separable) {
  (void)output;
  const km::conv::Geom G = geom(ctx);
  const auto x = ctx.in("x"), Wd = ctx.in("Wd"), Wp = ctx.in("Wp");
  const int64_t co = ctx.size("co"), sp = G.out_spatial();
  km::parallel_for(static_cast<int64_t>(which.size()), [&](int64_t s) {
    const int64_t b = which[s] / sp / co, o = which[s] / sp % co, pos = which[s] % sp;
    double acc = 0;
    for (int64_t c = 0; c < G.ci; ++c)
      acc += Wp[o * G.ci + c] * km::conv::point(G, x, Wd, b, c, pos);
    out[s] = acc;
  });
}
