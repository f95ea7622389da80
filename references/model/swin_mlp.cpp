// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "mixednet.hpp"

// KernelBench level 3 #29 (SwinMLP), in double with term sizes: patch embedding and its
// LayerNorm; four stages of (2, 2, 6, 2) Swin-MLP blocks with 3, 6, 12, 24 heads of hd channels
// (dims C, 2C, 4C, 8C, C = 3 hd), each block x += unwindow(spatial_mlp(window(pad(LN(x))))) and
// x += fc2(gelu(fc1(LN(x)))); patch merging between stages; a final LayerNorm, the mean over the
// tokens and the head. The weights come packed per role in forward order (Pack, mixednet.hpp).
namespace {

using km::fused::Act;
using km::model::Pack;

struct Packs {
  Pack lnw, lnb, sw, sb, W1, b1, W2, b2, Wr;
};

// F.layer_norm over the C features of every token row, weights from the packs.
void layer_norm(Act& a, Packs& P, double eps) {
  const km::RefTensor w = P.lnw.take({a.C}), b = P.lnb.take({a.C});
  const km::ConstView wv(w), bv(b);
  km::fused::group_norm(a, 1, eps, &wv, &bv);
}

Act linear(const Act& a, Pack& W, Pack* b, int64_t n) {
  const km::RefTensor wt = W.take({n, a.C});
  if (!b) return km::fused::linear(a, km::ConstView(wt), nullptr, n);
  const km::RefTensor bt = b->take({n});
  const km::ConstView bv(bt);
  return km::fused::linear(a, km::ConstView(wt), &bv, n);
}

// The token mixing of one block on x [B R R, d] (rows in (n, y, x) order), already normalized:
// zero padding of w - s before and s after both spatial axes (s > 0 only), windows of w x w, and
// per head g a dense map of the w^2 tokens of a window (weights sw [h w^2, w^2], bias sb [h w^2]),
// the same for the head's hd channels; the padding is cropped off again.
Act spatial_mlp(const Act& a, Packs& P, int64_t B, int64_t R, int64_t h, int64_t w, int64_t s) {
  const int64_t d = a.C, hd = d / h, w2 = w * w, Rp = s > 0 ? R + w : R, off = s > 0 ? w - s : 0;
  const km::RefTensor Wt = P.sw.take({h * w2, w2}), bt = P.sb.take({h * w2});
  Act y;
  y.resize(B * R * R, d, 1, 1);
  // Padded position (py, px) of image n: its row in a, or -1 for the zero padding.
  auto row = [&](int64_t n, int64_t py, int64_t px) -> int64_t {
    const int64_t yy = py - off, xx = px - off;
    return yy < 0 || yy >= R || xx < 0 || xx >= R ? -1 : (n * R + yy) * R + xx;
  };
  for (int64_t n = 0; n < B; ++n)
    for (int64_t py = 0; py < Rp; ++py)
      for (int64_t px = 0; px < Rp; ++px) {
        const int64_t r = row(n, py, px);
        if (r < 0) continue;  // a padded output position: cropped
        const int64_t wy = py / w * w, wx = px / w * w, i = (py % w) * w + px % w;
        for (int64_t g = 0; g < h; ++g) {
          const int64_t o = g * w2 + i;
          for (int64_t c = g * hd; c < (g + 1) * hd; ++c) {
            double v = 0, s2 = 0;
            for (int64_t j = 0; j < w2; ++j) {
              const int64_t rj = row(n, wy + j / w, wx + j % w);
              if (rj < 0) continue;  // zero input
              const double wt = Wt.values[o * w2 + j];
              v += wt * a.v[rj * d + c];
              s2 += wt * wt * a.t(rj * d + c) * a.t(rj * d + c);
            }
            y.v[r * d + c] = v + bt.values[o];
            y.s[r * d + c] = std::sqrt(s2) + std::fabs(bt.values[o]);
          }
        }
      }
  return y;
}

// PatchMerging on x [B R R, d]: token (Y, X) concatenates (2Y, 2X), (2Y + 1, 2X), (2Y, 2X + 1),
// (2Y + 1, 2X + 1); LayerNorm over 4 d; reduction 4 d -> 2 d without bias.
Act merge(const Act& x, Packs& P, int64_t B, int64_t R, double eps) {
  const int64_t d = x.C, H = R / 2;
  Act u;
  u.resize(B * H * H, 4 * d, 1, 1);
  const int64_t dy[4] = {0, 1, 0, 1}, dx[4] = {0, 0, 1, 1};
  for (int64_t n = 0; n < B; ++n)
    for (int64_t Y = 0; Y < H; ++Y)
      for (int64_t X = 0; X < H; ++X)
        for (int64_t q = 0; q < 4; ++q) {
          const int64_t src = ((n * R + 2 * Y + dy[q]) * R + 2 * X + dx[q]) * d;
          const int64_t dst = ((n * H + Y) * H + X) * 4 * d + q * d;
          std::copy_n(x.v.begin() + src, d, u.v.begin() + dst);
          for (int64_t c = 0; c < d; ++c) u.s[dst + c] = x.t(src + c);
        }
  layer_norm(u, P, eps);
  return linear(u, P.Wr, nullptr, 2 * d);
}

}  // namespace

KM_REFERENCE(swin_mlp) {
  using namespace km::fused;
  const int64_t B = ctx.size("b"), ch = ctx.size("ch"), p = ctx.size("p"), hd = ctx.size("hd");
  const int64_t ws = ctx.size("ws"), r = 8 * ctx.size("r8"), side = r * p, C = 3 * hd;
  const double eps = ctx.param("eps");
  Packs P{{ctx.in("lnw"), "lnw"}, {ctx.in("lnb"), "lnb"}, {ctx.in("sw"), "sw"},
          {ctx.in("sb"), "sb"},   {ctx.in("W1"), "W1"},   {ctx.in("b1"), "b1"},
          {ctx.in("W2"), "W2"},   {ctx.in("b2"), "b2"},   {ctx.in("Wr"), "Wr"}};
  const km::ConstView bp = ctx.in("bp");
  const Act e = km::model::conv2d(km::model::input(ctx.in("img"), B, ch, side, side),
                                  ctx.in("Wp"), &bp, C, p, p);
  // flatten(2).transpose(1, 2): token rows (n, y, x), C features each.
  Act x;
  x.resize(B * r * r, C, 1, 1);
  for (int64_t n = 0; n < B; ++n)
    for (int64_t c = 0; c < C; ++c)
      for (int64_t q = 0; q < r * r; ++q) {
        x.v[(n * r * r + q) * C + c] = e.v[(n * C + c) * r * r + q];
        x.s[(n * r * r + q) * C + c] = e.t((n * C + c) * r * r + q);
      }
  layer_norm(x, P, eps);
  const int64_t depths[4] = {2, 2, 6, 2};
  for (int64_t i = 0; i < 4; ++i) {
    const int64_t R = r >> i, h = 3 << i, w = std::min(ws, R);
    for (int64_t j = 0; j < depths[i]; ++j) {
      const int64_t s = j % 2 == 1 && R > ws ? w / 2 : 0;
      Act a = x;
      layer_norm(a, P, eps);
      add(x, spatial_mlp(a, P, B, R, h, w, s));
      Act f = x;
      layer_norm(f, P, eps);
      f = linear(f, P.W1, &P.b1, 4 * x.C);
      map_gelu(f);
      add(x, linear(f, P.W2, &P.b2, x.C));
    }
    if (i < 3) x = merge(x, P, B, R, eps);
  }
  layer_norm(x, P, eps);
  for (Pack* k : {&P.lnw, &P.lnb, &P.sw, &P.sb, &P.W1, &P.b1, &P.W2, &P.b2, &P.Wr}) k->done();
  // The mean over each image's R R tokens (AdaptiveAvgPool1d(1)), then the head.
  const int64_t L = x.N / B;
  Act m;
  m.resize(B, x.C, 1, 1);
  for (int64_t n = 0; n < B; ++n)
    for (int64_t c = 0; c < x.C; ++c) {
      double v = 0, s = 0;
      for (int64_t q = 0; q < L; ++q) v += x.v[(n * L + q) * x.C + c], s += x.t((n * L + q) * x.C + c);
      m.v[n * x.C + c] = v / static_cast<double>(L);
      m.s[n * x.C + c] = s / static_cast<double>(L);
    }
  // Values only (emit_values): through 25 LayerNorms over as few as 3 features the chain rule's
  // term sizes compound into bounds far above the outputs (a kernel without the shifted windows,
  // 0.3 to 1.7 off on outputs of order 1, passed under them), so the spec judges y relative to its
  // rms with a measured condition instead.
  const km::ConstView bh = ctx.in("bh");
  km::model::emit_values(ctx, linear(m, ctx.in("Wh"), &bh, ctx.size("classes")));
}
