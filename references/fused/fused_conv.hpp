// SPDX-License-Identifier: Apache-2.0
// The fused family's routines for fusions built on conv3d and transposed convolutions (catalogue
// batch B5), in double, beside fused.hpp's: a convolution front of any geometry through the conv
// family's routine (conv_nd.hpp), 3-D pooling, reductions along one spatial axis, layer norm over
// the last axis, softmax over the spatial positions and the removal of the spatial mean. Each
// carries the term sizes as fused.hpp's routines do (Act::s).
//
// A reference includes this header as "fused_conv.hpp"; cmake/km_reference_table.cmake folds local
// headers into each including reference's hash.
#pragma once

#include "fused.hpp"

namespace km::fused {

// A convolution front: conv1d/2d/3d or its transpose (G.transposed) with G's stride, padding,
// output padding, dilation and groups, plus bias b [co] (or null), through km::conv::full; the
// result is [n, co, D, H, W] (D = 1 for 2-D). Term sizes: the same routine on squared operands,
// square-rooted, plus |b|.
template <class X>
Act conv_front(const km::conv::Geom& G, const X& x, int64_t xlen, const ConstView& Wt,
               const ConstView* b) {
  Act y;
  const int64_t od = G.nd == 3 ? G.out(0) : 1;
  const int64_t oh = G.nd >= 2 ? G.out(G.nd - 2) : 1;
  const int64_t ow = G.out(G.nd - 1);
  y.resize3(G.n, G.co, od, oh, ow);
  km::conv::full(G, x, Wt, nullptr, y.v.data());
  std::vector<double> x2(static_cast<size_t>(xlen)), w2(static_cast<size_t>(Wt.numel()));
  for (int64_t i = 0; i < xlen; ++i) x2[i] = x[i] * x[i];
  for (int64_t i = 0; i < Wt.numel(); ++i) w2[i] = Wt[i] * Wt[i];
  km::conv::full(G, x2.data(), w2.data(), nullptr, y.s.data());
  const int64_t sp = y.S();
  for (int64_t i = 0; i < y.numel(); ++i) {
    y.s[i] = std::sqrt(y.s[i]);
    if (b) {
      const int64_t c = (i / sp) % G.co;
      y.v[i] += (*b)[c];
      y.s[i] += std::fabs((*b)[c]);
    }
  }
  return y;
}
inline Act conv_front(const km::conv::Geom& G, const ConstView& x, const ConstView& Wt,
                      const ConstView* b) {
  return conv_front(G, x, x.numel(), Wt, b);
}

// F.avg_pool3d(x, p) of an input x [n, c, d, h, w] (stride p, floor), in double.
inline std::vector<double> avg_pool_input(const ConstView& x, int64_t n, int64_t c, int64_t d,
                                          int64_t h, int64_t w, int64_t pk) {
  const int64_t od = d / pk, oh = h / pk, ow = w / pk;
  std::vector<double> y(static_cast<size_t>(n * c * od * oh * ow), 0.0);
  for (int64_t nc = 0; nc < n * c; ++nc)
    for (int64_t oz = 0; oz < od; ++oz)
      for (int64_t oy = 0; oy < oh; ++oy)
        for (int64_t ox = 0; ox < ow; ++ox) {
          double r = 0;
          for (int64_t tz = 0; tz < pk; ++tz)
            for (int64_t ty = 0; ty < pk; ++ty)
              for (int64_t tx = 0; tx < pk; ++tx)
                r += x[((nc * d + oz * pk + tz) * h + oy * pk + ty) * w + ox * pk + tx];
          y[((nc * od + oz) * oh + oy) * ow + ox] = r / static_cast<double>(pk * pk * pk);
        }
  return y;
}

// The geometry of a cubic (3-D) or square (2-D) convolution or transposed convolution of x
// [n, ci, (d,) h, w] into co channels: kernel k, stride s, padding p, output padding op, one group.
inline km::conv::Geom cube_geom(int nd, bool transposed, int64_t n, int64_t ci, int64_t d,
                                int64_t h, int64_t w, int64_t co, int64_t k, int64_t s = 1,
                                int64_t p = 0, int64_t op = 0) {
  km::conv::Geom G;
  G.nd = nd;
  G.transposed = transposed;
  G.n = n, G.ci = ci, G.co = co, G.groups = 1;
  if (nd == 3) {
    G.in = {d, h, w};
    G.k = {k, k, k}, G.s = {s, s, s}, G.p = {p, p, p}, G.op = {op, op, op};
  } else {
    G.in = {h, w, 1};
    G.k = {k, k, 1}, G.s = {s, s, 1}, G.p = {p, p, 0}, G.op = {op, op, 0};
  }
  return G;
}

// An input tensor shaped like `like` (an elementwise operand): term size |x|.
inline Act like_input(const ConstView& x, const Act& like) {
  Act a = like;
  for (int64_t i = 0; i < a.numel(); ++i) a.v[i] = x[i], a.s[i] = std::fabs(x[i]);
  return a;
}

// p x p x p max or average pooling with stride p, no padding, floor mode (nn.MaxPool3d(p),
// nn.AvgPool3d(p)): [N, C, (D - p) / p + 1, (H - p) / p + 1, (W - p) / p + 1]. A max keeps the
// winner's term size (the largest among near-ties), an average averages them.
inline Act pool3d(const Act& a, int64_t pk, bool max) {
  Act y;
  y.resize3(a.N, a.C, (a.D - pk) / pk + 1, (a.H - pk) / pk + 1, (a.W - pk) / pk + 1);
  for (int64_t nc = 0; nc < a.N * a.C; ++nc)
    for (int64_t oz = 0; oz < y.D; ++oz)
      for (int64_t oy = 0; oy < y.H; ++oy)
        for (int64_t ox = 0; ox < y.W; ++ox) {
          std::vector<int64_t> win;
          for (int64_t tz = 0; tz < pk; ++tz)
            for (int64_t ty = 0; ty < pk; ++ty)
              for (int64_t tx = 0; tx < pk; ++tx)
                win.push_back(((nc * a.D + oz * pk + tz) * a.H + oy * pk + ty) * a.W + ox * pk + tx);
          double v = max ? -std::numeric_limits<double>::infinity() : 0.0, s = 0;
          if (max) {
            int64_t best = win[0];
            for (int64_t i : win)
              if (a.v[i] > a.v[best]) best = i;
            v = a.v[best];
            for (int64_t i : win)
              if (std::fabs(a.v[i] - v) <= 1e-3 * a.t(i)) s = std::max(s, a.t(i));
            s = std::max(s, a.t(best));
          } else {
            for (int64_t i : win) v += a.v[i], s += a.t(i);
            v /= static_cast<double>(win.size()), s /= static_cast<double>(win.size());
          }
          const int64_t o = ((nc * y.D + oz) * y.H + oy) * y.W + ox;
          y.v[o] = v;
          y.s[o] = s;
        }
  return y;
}

// A reduction along one spatial axis (2: D, 3: H, 4: W of [N, C, D, H, W]), keeping it as size 1:
// sum, mean, min or max (torch.sum/mean/amin/amax(z, dim, keepdim=True)).
inline Act reduce_axis(const Act& a, int axis, Red op) {
  const int64_t len = axis == 2 ? a.D : axis == 3 ? a.H : a.W;
  const int64_t stride = axis == 2 ? a.H * a.W : axis == 3 ? a.W : 1;
  Act y;
  y.resize3(a.N, a.C, axis == 2 ? 1 : a.D, axis == 3 ? 1 : a.H, axis == 4 ? 1 : a.W);
  for (int64_t o = 0; o < y.numel(); ++o) {
    // o = ((outer * 1) * stride + inner): the input's first element of this line
    const int64_t inner = o % stride, outer = o / stride;
    const int64_t base = outer * len * stride + inner;
    double v = 0, s = 0;
    if (op == Red::sum || op == Red::mean) {
      for (int64_t q = 0; q < len; ++q) v += a.v[base + q * stride], s += a.t(base + q * stride);
      if (op == Red::mean) v /= static_cast<double>(len), s /= static_cast<double>(len);
    } else {
      const double sg = op == Red::max ? 1.0 : -1.0;
      int64_t best = base;
      for (int64_t q = 1; q < len; ++q)
        if (sg * a.v[base + q * stride] > sg * a.v[best]) best = base + q * stride;
      v = a.v[best];
      for (int64_t q = 0; q < len; ++q) {
        const int64_t i = base + q * stride;
        if (std::fabs(a.v[i] - v) <= 1e-3 * a.t(i)) s = std::max(s, a.t(i));
      }
      s = std::max(s, a.t(best));
    }
    y.v[o] = v;
    y.s[o] = s;
  }
  return y;
}

// F.layer_norm(z, (W,), w, b, eps): every row of the last axis normalized by its mean and biased
// variance, then the affine w [W], b [W] (null: none). Term sizes as fused.hpp's normalize, with
// the weight of the position along the row.
inline void layer_norm_last(Act& a, double eps, const ConstView* w, const ConstView* b) {
  const int64_t L = a.W;
  for (int64_t r = 0; r < a.numel() / L; ++r) {
    const int64_t o = r * L;
    double mean = 0, tmean = 0;
    for (int64_t q = 0; q < L; ++q) mean += a.v[o + q], tmean += a.t(o + q);
    mean /= static_cast<double>(L);
    tmean /= static_cast<double>(L);
    double var = 0;
    for (int64_t q = 0; q < L; ++q) var += (a.v[o + q] - mean) * (a.v[o + q] - mean);
    var /= static_cast<double>(L);
    const double rstd = 1.0 / std::sqrt(var + eps);
    for (int64_t q = 0; q < L; ++q) {
      const double zh = (a.v[o + q] - mean) * rstd;
      const double wq = w ? (*w)[q] : 1.0, bq = b ? (*b)[q] : 0.0;
      a.s[o + q] = std::fabs(wq) * rstd * (a.t(o + q) + tmean * (1.0 + std::fabs(zh))) + std::fabs(bq);
      a.v[o + q] = zh * wq + bq;
    }
  }
}

// Softmax over the spatial positions of each (sample, channel): p_i; term size p_i (t_i + sum p t).
inline void softmax_spatial(Act& a) {
  const int64_t S = a.S();
  std::vector<double> e(static_cast<size_t>(S));
  for (int64_t nc = 0; nc < a.N * a.C; ++nc) {
    const int64_t o = nc * S;
    double mx = -std::numeric_limits<double>::infinity(), sum = 0, ts = 0;
    for (int64_t q = 0; q < S; ++q) mx = std::max(mx, a.v[o + q]);
    for (int64_t q = 0; q < S; ++q) sum += e[q] = std::exp(a.v[o + q] - mx);
    for (int64_t q = 0; q < S; ++q) ts += e[q] / sum * a.t(o + q);
    for (int64_t q = 0; q < S; ++q) {
      const double pq = e[q] / sum;
      a.s[o + q] = pq * (a.t(o + q) + ts);
      a.v[o + q] = pq;
    }
  }
}

// z - mean(z, dim=spatial, keepdim=True) per (sample, channel): term size t_i + mean(t).
inline void subtract_spatial_mean(Act& a) {
  const int64_t S = a.S();
  for (int64_t nc = 0; nc < a.N * a.C; ++nc) {
    const int64_t o = nc * S;
    double mean = 0, tmean = 0;
    for (int64_t q = 0; q < S; ++q) mean += a.v[o + q], tmean += a.t(o + q);
    mean /= static_cast<double>(S);
    tmean /= static_cast<double>(S);
    for (int64_t q = 0; q < S; ++q) {
      a.s[o + q] = a.t(o + q) + tmean;
      a.v[o + q] -= mean;
    }
  }
}

}  // namespace km::fused
