// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "mixednet.hpp"

// KernelBench level 3 #30 (SwinTransformerV2), in double: patch embedding and its LayerNorm; four
// stages of (2, 2, 6, 2) Swin V2 blocks with 3, 6, 12, 24 heads of hd channels (dims C, 2C, 4C,
// 8C, C = 3 hd), each post-norm: x += LN(window_attention(x)) and x += LN(fc2(gelu(fc1(x))));
// the window attention is cosine attention with a clamped learned logit scale, the continuous
// relative position bias (cpb_mlp over log-spaced coordinates, 16 sigmoid) and, in shifted blocks,
// the cyclic shift with the source's -100 mask; patch merging (reduction, then LayerNorm) between
// stages; a final LayerNorm, the mean over the tokens and the head. The weights come packed per
// role in forward order (Pack, mixednet.hpp).
namespace {

using km::fused::Act;
using km::model::Pack;

struct Packs {
  Pack lnw, lnb, Wqkv, qb, vb, ls, cw1, cb1, cw2, Wo, bo, W1, b1, W2, b2, Wr;
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

// The continuous relative position bias of one block with h heads and window w:
// bias[(g * (2w - 1) + dy + w - 1) * (2w - 1) + dx + w - 1] = 16 sigmoid(cpb_g(ty, tx)), with
// t = sign(u) log2(|u| + 1) / log2(8), u = 8 dy / (w - 1) (likewise for dx), and
// cpb(z) = cw2 relu(cw1 z + cb1) (cw2 without bias; hidden width cpb, 512 in the source).
std::vector<double> position_bias(Packs& P, int64_t h, int64_t w, int64_t hidden) {
  const km::RefTensor c1 = P.cw1.take({hidden, 2}), b1 = P.cb1.take({hidden});
  const km::RefTensor c2 = P.cw2.take({h, hidden});
  const int64_t E = 2 * w - 1;
  auto coord = [&](int64_t d) {
    const double u = 8.0 * static_cast<double>(d) / static_cast<double>(w - 1);
    return (u > 0 ? 1.0 : u < 0 ? -1.0 : 0.0) * std::log2(std::fabs(u) + 1.0) / 3.0;
  };
  std::vector<double> bias(static_cast<size_t>(h * E * E));
  for (int64_t dy = 1 - w; dy < w; ++dy)
    for (int64_t dx = 1 - w; dx < w; ++dx) {
      const double ty = coord(dy), tx = coord(dx);
      std::vector<double> hid(hidden);
      for (int64_t k = 0; k < hidden; ++k)
        hid[k] = std::max(0.0, c1.values[2 * k] * ty + c1.values[2 * k + 1] * tx + b1.values[k]);
      for (int64_t g = 0; g < h; ++g) {
        double z = 0;
        for (int64_t k = 0; k < hidden; ++k) z += c2.values[g * hidden + k] * hid[k];
        bias[(g * E + dy + w - 1) * E + dx + w - 1] = 16.0 * km::fused::sigmoid(z);
      }
    }
  return bias;
}

// The window attention of one block on x [B R R, d] (rows in (n, y, x) order), h heads of hd
// channels, window w, shift s: the grid rolled by (-s, -s), cut into w x w windows; per window and
// head, score(i, j) = cos(q_i, k_j) exp(min(ls_g, log 100)) + bias_g(dy, dx) (+ -100 where i and j
// lie in different regions of the rolled grid, s > 0), softmax over j, the weighted sum of v_j; the
// output projection; the result at each token's own (unrolled) position.
Act window_attention(const Act& x, Packs& P, int64_t B, int64_t R, int64_t h, int64_t w,
                     int64_t s, int64_t hidden) {
  const int64_t d = x.C, hd = d / h, N = w * w, nw = R / w, E = 2 * w - 1;
  // qkv = x Wqkv^T + (qb, 0, vb): the same for every token, so computed in token order.
  const km::RefTensor Wt = P.Wqkv.take({3 * d, d}), qbt = P.qb.take({d}), vbt = P.vb.take({d});
  km::RefTensor bqkv;
  bqkv.shape = {3 * d};
  bqkv.values.assign(static_cast<size_t>(3 * d), 0.0);
  std::copy(qbt.values.begin(), qbt.values.end(), bqkv.values.begin());
  std::copy(vbt.values.begin(), vbt.values.end(), bqkv.values.begin() + 2 * d);
  const km::ConstView bq(bqkv);
  const Act qkv = km::fused::linear(x, km::ConstView(Wt), &bq, 3 * d);
  const km::RefTensor ls = P.ls.take({h});
  std::vector<double> scale(static_cast<size_t>(h));
  for (int64_t g = 0; g < h; ++g) scale[g] = std::exp(std::min(ls.values[g], std::log(1.0 / 0.01)));
  const std::vector<double> bias = position_bias(P, h, w, hidden);
  // The region of a rolled coordinate: [0, R - w), [R - w, R - s), [R - s, R).
  auto region = [&](int64_t c) -> int64_t { return c < R - w ? 0 : c < R - s ? 1 : 2; };
  Act o;
  o.resize(x.N, d, 1, 1);
  km::parallel_for(B * nw * nw * h, [&](int64_t job) {
    const int64_t g = job % h, win = job / h, n = win / (nw * nw), wy = (win / nw) % nw,
                  wx = win % nw;
    std::vector<int64_t> row(static_cast<size_t>(N)), reg(row.size());
    for (int64_t i = 0; i < N; ++i) {
      const int64_t py = wy * w + i / w, px = wx * w + i % w;  // rolled grid position
      row[i] = (n * R + (py + s) % R) * R + (px + s) % R;       // the token it holds
      reg[i] = 3 * region(py) + region(px);
    }
    // Unit q and k of this head (F.normalize: divided by max(norm, 1e-12)).
    std::vector<double> qn(static_cast<size_t>(N * hd)), kn(qn.size());
    for (int64_t i = 0; i < N; ++i) {
      double sq = 0, sk = 0;
      for (int64_t c = 0; c < hd; ++c) {
        const double q = qkv.v[row[i] * 3 * d + g * hd + c], k = qkv.v[row[i] * 3 * d + d + g * hd + c];
        sq += q * q, sk += k * k;
      }
      const double nq = std::max(std::sqrt(sq), 1e-12), nk = std::max(std::sqrt(sk), 1e-12);
      for (int64_t c = 0; c < hd; ++c) {
        qn[i * hd + c] = qkv.v[row[i] * 3 * d + g * hd + c] / nq;
        kn[i * hd + c] = qkv.v[row[i] * 3 * d + d + g * hd + c] / nk;
      }
    }
    std::vector<double> a(static_cast<size_t>(N));
    for (int64_t i = 0; i < N; ++i) {
      double mx = -1e300;
      for (int64_t j = 0; j < N; ++j) {
        double cs = 0;
        for (int64_t c = 0; c < hd; ++c) cs += qn[i * hd + c] * kn[j * hd + c];
        const int64_t dy = i / w - j / w, dx = i % w - j % w;
        a[j] = cs * scale[g] + bias[(g * E + dy + w - 1) * E + dx + w - 1];
        if (s > 0 && reg[i] != reg[j]) a[j] -= 100.0;
        mx = std::max(mx, a[j]);
      }
      double sum = 0;
      for (int64_t j = 0; j < N; ++j) sum += a[j] = std::exp(a[j] - mx);
      for (int64_t c = 0; c < hd; ++c) {
        double acc = 0;
        for (int64_t j = 0; j < N; ++j) acc += a[j] * qkv.v[row[j] * 3 * d + 2 * d + g * hd + c];
        o.v[row[i] * d + g * hd + c] = acc / sum;
        o.s[row[i] * d + g * hd + c] = std::fabs(acc / sum);
      }
    }
  });
  return linear(o, P.Wo, &P.bo, d);
}

// PatchMerging on x [B R R, d]: token (Y, X) concatenates (2Y, 2X), (2Y + 1, 2X), (2Y, 2X + 1),
// (2Y + 1, 2X + 1); reduction 4 d -> 2 d without bias, then LayerNorm over 2 d.
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
  Act y = linear(u, P.Wr, nullptr, 2 * d);
  layer_norm(y, P, eps);
  return y;
}

}  // namespace

KM_REFERENCE(swin_transformer_v2) {
  using namespace km::fused;
  const int64_t B = ctx.size("b"), ch = ctx.size("ch"), p = ctx.size("p"), hd = ctx.size("hd");
  const int64_t ws = ctx.size("ws"), r = 8 * ctx.size("r8"), side = r * p, C = 3 * hd;
  const double eps = ctx.param("eps");
  if (ws < 2 || r < 16)
    throw std::runtime_error("swin_transformer_v2: ws >= 2 and r8 >= 2 needed (a 1 x 1 window's "
                             "coordinate table is 0 / 0 in the source)");
  Packs P{{ctx.in("lnw"), "lnw"}, {ctx.in("lnb"), "lnb"}, {ctx.in("Wqkv"), "Wqkv"},
          {ctx.in("qb"), "qb"},   {ctx.in("vb"), "vb"},   {ctx.in("ls"), "ls"},
          {ctx.in("cw1"), "cw1"}, {ctx.in("cb1"), "cb1"}, {ctx.in("cw2"), "cw2"},
          {ctx.in("Wo"), "Wo"},   {ctx.in("bo"), "bo"},   {ctx.in("W1"), "W1"},
          {ctx.in("b1"), "b1"},   {ctx.in("W2"), "W2"},   {ctx.in("b2"), "b2"},
          {ctx.in("Wr"), "Wr"}};
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
    if (R % w != 0)
      throw std::runtime_error("swin_transformer_v2: stage grid " + std::to_string(R) +
                               " is not a multiple of its window " + std::to_string(w));
    for (int64_t j = 0; j < depths[i]; ++j) {
      const int64_t s = j % 2 == 1 && R > ws ? w / 2 : 0;
      Act a = window_attention(x, P, B, R, h, w, s, ctx.size("cpb"));
      layer_norm(a, P, eps);
      add(x, a);
      Act f = linear(x, P.W1, &P.b1, 4 * x.C);
      map_gelu(f);
      f = linear(f, P.W2, &P.b2, x.C);
      layer_norm(f, P, eps);
      add(x, f);
    }
    if (i < 3) x = merge(x, P, B, R, eps);
  }
  layer_norm(x, P, eps);
  for (Pack* k : {&P.lnw, &P.lnb, &P.Wqkv, &P.qb, &P.vb, &P.ls, &P.cw1, &P.cb1, &P.cw2, &P.Wo,
                  &P.bo, &P.W1, &P.b1, &P.W2, &P.b2, &P.Wr})
    k->done();
  // The mean over each image's tokens (AdaptiveAvgPool1d(1)), then the head.
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
  // Values only (emit_values), as for Swin-MLP: through 25 LayerNorms over as few as 3 features
  // the chain rule's term sizes compound into bounds far above the outputs, so the spec judges y
  // relative to its rms with a measured condition instead.
  const km::ConstView bh = ctx.in("bh");
  km::model::emit_values(ctx, linear(m, ctx.in("Wh"), &bh, ctx.size("classes")));
}
