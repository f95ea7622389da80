// SPDX-License-Identifier: Apache-2.0
// The fused family's shared reference routines (KernelBench level-2 fusions), in double: a front
// layer (linear, or conv2d through the conv family's routine) followed by a tail of elementwise,
// normalization, reduction and pooling steps, each written once here and composed per op.
//
// Every value travels with a term size (Act::s): how large the terms behind it were, so that the
// tolerance's accumulation part (4 eps_acc sqrt(K) per unit of term size, docs/spec-format.md)
// covers an honest fp32 kernel's error after the tail has amplified or damped it. A front output
// starts at the root-sum-square of its products plus |bias| (the scale of an fp32 dot product's
// rounding); each step carries it on by the chain rule with absolute values: an elementwise f
// multiplies max(s, |z|) by the largest |f'| within a small halo of z (piecewise functions switch
// branches there), a normalization by rstd * |w| (plus the statistics' own share), a softmax or
// log-sum-exp by the probabilities, a sum adds, a mean averages, a min/max/max-pool takes the
// winner's. An op writes it with ctx.scale("y").
//
// A reference includes this header as "fused.hpp"; cmake/km_reference_table.cmake folds local
// headers into each including reference's hash, so editing a routine invalidates cached outputs.
#pragma once

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <vector>

#include "../conv/conv_nd.hpp"
#include "core/reference.hpp"

namespace km::fused {

// An activation tensor [N, C, D, H, W], row-major: values and their term sizes. A 2-D one has
// D = 1; a linear layer's output [m, n] is N = m, C = n, D = H = W = 1.
struct Act {
  int64_t N = 1, C = 1, D = 1, H = 1, W = 1;
  std::vector<double> v, s;
  int64_t S() const { return D * H * W; }
  int64_t numel() const { return N * C * S(); }
  void resize(int64_t n, int64_t c, int64_t h, int64_t w) { resize3(n, c, 1, h, w); }
  void resize3(int64_t n, int64_t c, int64_t d, int64_t h, int64_t w) {
    N = n, C = c, D = d, H = h, W = w;
    v.assign(static_cast<size_t>(numel()), 0.0);
    s.assign(static_cast<size_t>(numel()), 0.0);
  }
  double t(int64_t i) const { return std::max(s[i], std::fabs(v[i])); }  // term size used downstream
};

// An input tensor [rows, cols] as an activation (term size |x|).
inline Act from_input(const ConstView& x, int64_t rows, int64_t cols) {
  Act a;
  a.resize(rows, cols, 1, 1);
  for (int64_t i = 0; i < a.numel(); ++i) a.v[i] = x[i], a.s[i] = std::fabs(x[i]);
  return a;
}

// y = in @ W.T (+ b) for in [N, k] (an activation with C = k, H = W = 1), W [n, k], b [n] or
// null: values by accumulate_matmul (terms in ascending p); term sizes sqrt(sum_p (t_p W)^2) + |b|.
inline Act linear(const Act& in, const ConstView& W, const ConstView* b, int64_t n) {
  const int64_t m = in.N, k = in.C * in.S();
  std::vector<double> wt(static_cast<size_t>(k * n)), wt2(wt.size()), t2(static_cast<size_t>(m * k));
  for (int64_t p = 0; p < k; ++p)
    for (int64_t j = 0; j < n; ++j) {
      wt[p * n + j] = W[j * k + p];
      wt2[p * n + j] = W[j * k + p] * W[j * k + p];
    }
  for (int64_t i = 0; i < m * k; ++i) t2[i] = in.t(i) * in.t(i);
  Act y;
  y.resize(m, n, 1, 1);
  km::accumulate_matmul(in.v.data(), wt.data(), y.v.data(), m, n, k);
  km::accumulate_matmul(t2.data(), wt2.data(), y.s.data(), m, n, k);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double& v = y.v[i * n + j];
      double& s = y.s[i * n + j];
      s = std::sqrt(s);
      if (b) v += (*b)[j], s += std::fabs((*b)[j]);
    }
  return y;
}

// y = F.conv2d(x, Wt, b): x [n, ci, h, w], Wt [co, ci, k, k], stride 1, no padding, bias b [co]
// (or null), through km::conv::full; term sizes from the same routine on squared operands.
inline Act conv2d(const ConstView& x, const ConstView& Wt, const ConstView* b, int64_t n,
                  int64_t ci, int64_t h, int64_t w, int64_t co, int64_t k) {
  km::conv::Geom G;
  G.nd = 2;
  G.n = n, G.ci = ci, G.co = co, G.groups = 1;
  G.in = {h, w, 1};
  G.k = {k, k, 1};
  Act y;
  y.resize(n, co, h - k + 1, w - k + 1);
  km::conv::full(G, x, Wt, nullptr, y.v.data());
  std::vector<double> x2(static_cast<size_t>(x.numel())), w2(static_cast<size_t>(Wt.numel()));
  for (int64_t i = 0; i < x.numel(); ++i) x2[i] = x[i] * x[i];
  for (int64_t i = 0; i < Wt.numel(); ++i) w2[i] = Wt[i] * Wt[i];
  km::conv::full(G, x2.data(), w2.data(), nullptr, y.s.data());
  const int64_t sp = y.S();
  for (int64_t i = 0; i < y.numel(); ++i) {
    y.s[i] = std::sqrt(y.s[i]);
    if (b) {
      const int64_t c = (i / sp) % co;
      y.v[i] += (*b)[c];
      y.s[i] += std::fabs((*b)[c]);
    }
  }
  return y;
}

// Elementwise z -> f(z); the term size becomes max|f'| over [z - h, z + h] (h = 1e-3 of the term
// size: a branch an fp32 kernel may take instead) times the term size, plus `extra` (the size of
// a constant added in, whose rounding the result carries).
inline void map(Act& a, const std::function<double(double)>& f,
                const std::function<double(double)>& df, double extra = 0.0) {
  for (int64_t i = 0; i < a.numel(); ++i) {
    const double z = a.v[i], t = a.t(i), h = 1e-3 * t;
    const double d = std::max({std::fabs(df(z)), std::fabs(df(z - h)), std::fabs(df(z + h))});
    a.v[i] = f(z);
    a.s[i] = d * t + extra;
  }
}

// Per-channel affine steps with a [C] tensor: z + sign * b[c], z * b[c].
inline void channel_add(Act& a, const ConstView& b, double sign = 1.0) {
  for (int64_t i = 0; i < a.numel(); ++i) {
    const int64_t c = (i / a.S()) % a.C;
    a.s[i] = a.t(i) + std::fabs(b[c]);
    a.v[i] += sign * b[c];
  }
}
inline void channel_mul(Act& a, const ConstView& b) {
  for (int64_t i = 0; i < a.numel(); ++i) {
    const int64_t c = (i / a.S()) % a.C;
    a.s[i] = a.t(i) * std::fabs(b[c]);
    a.v[i] *= b[c];
  }
}

// Normalization of blocks of values by their mean and biased variance, then the optional
// per-channel affine (w, b null: none). Term size of y_i: |w| rstd (t_i + mean(t) (1 + |zhat_i|))
// + |b| (an error in z_i moves y_i directly and through the statistics).
namespace detail {
inline void normalize(Act& a, const std::vector<int64_t>& idx, double eps, const ConstView* w,
                      const ConstView* b) {
  const double len = static_cast<double>(idx.size());
  double mean = 0, tmean = 0;
  for (int64_t i : idx) mean += a.v[i], tmean += a.t(i);
  mean /= len;
  tmean /= len;
  double var = 0;
  for (int64_t i : idx) var += (a.v[i] - mean) * (a.v[i] - mean);
  var /= len;
  const double rstd = 1.0 / std::sqrt(var + eps);
  for (int64_t i : idx) {
    const int64_t c = (i / a.S()) % a.C;
    const double zh = (a.v[i] - mean) * rstd;
    const double wc = w ? (*w)[c] : 1.0, bc = b ? (*b)[c] : 0.0;
    a.s[i] = std::fabs(wc) * rstd * (a.t(i) + tmean * (1.0 + std::fabs(zh))) + std::fabs(bc);
    a.v[i] = zh * wc + bc;
  }
}
}  // namespace detail

// F.group_norm(z, g, w, b, eps): per sample, g groups of C / g consecutive channels (each with
// all its H * W positions). g = C without affine is instance norm; g = 1 normalizes a whole row.
inline void group_norm(Act& a, int64_t g, double eps, const ConstView* w, const ConstView* b) {
  const int64_t cg = a.C / g, len = cg * a.S();
  std::vector<int64_t> idx(static_cast<size_t>(len));
  for (int64_t blk = 0; blk < a.N * g; ++blk) {
    for (int64_t k = 0; k < len; ++k) idx[k] = blk * len + k;
    detail::normalize(a, idx, eps, w, b);
  }
}

// F.batch_norm(z, None, None, w, b, training=True, eps=eps): per channel over N * H * W values.
inline void batch_norm_train(Act& a, double eps, const ConstView* w, const ConstView* b) {
  std::vector<int64_t> idx;
  for (int64_t c = 0; c < a.C; ++c) {
    idx.clear();
    for (int64_t n = 0; n < a.N; ++n)
      for (int64_t p = 0; p < a.S(); ++p) idx.push_back((n * a.C + c) * a.S() + p);
    detail::normalize(a, idx, eps, w, b);
  }
}

// Reductions over the channel axis (dim 1), keeping it as size 1 (or, for pools, p-wide windows).
// pool2d below takes 2-D activations (D = 1) only; fused_conv.hpp has the 3-D pooling.
enum class Red { sum, mean, min, max, logsumexp };

inline Act reduce_channels(const Act& a, Red op) {
  Act y;
  y.resize3(a.N, 1, a.D, a.H, a.W);
  const int64_t S = a.S();
  for (int64_t n = 0; n < a.N; ++n)
    for (int64_t p = 0; p < S; ++p) {
      auto at = [&](int64_t c) { return (n * a.C + c) * S + p; };
      double v = 0, s = 0;
      if (op == Red::sum || op == Red::mean) {
        for (int64_t c = 0; c < a.C; ++c) v += a.v[at(c)], s += a.t(at(c));
        if (op == Red::mean) v /= static_cast<double>(a.C), s /= static_cast<double>(a.C);
      } else if (op == Red::min || op == Red::max) {
        const double sg = op == Red::max ? 1.0 : -1.0;
        int64_t best = 0;
        for (int64_t c = 1; c < a.C; ++c)
          if (sg * a.v[at(c)] > sg * a.v[at(best)]) best = c;
        v = a.v[at(best)];
        for (int64_t c = 0; c < a.C; ++c)  // near-ties: the larger term size
          if (std::fabs(a.v[at(c)] - v) <= 1e-3 * a.t(at(c))) s = std::max(s, a.t(at(c)));
        s = std::max(s, a.t(at(best)));
      } else {
        double mx = -std::numeric_limits<double>::infinity();
        for (int64_t c = 0; c < a.C; ++c) mx = std::max(mx, a.v[at(c)]);
        double sum = 0;
        for (int64_t c = 0; c < a.C; ++c) sum += std::exp(a.v[at(c)] - mx);
        v = mx + std::log(sum);
        for (int64_t c = 0; c < a.C; ++c) s += std::exp(a.v[at(c)] - mx) / sum * a.t(at(c));
      }
      y.v[n * S + p] = v;
      y.s[n * S + p] = s;
    }
  return y;
}

// softmax over the channel axis: p_c; term size p_c (t_c + sum_k p_k t_k).
inline void softmax_channels(Act& a) {
  const int64_t S = a.S();
  std::vector<double> e(static_cast<size_t>(a.C));
  for (int64_t n = 0; n < a.N; ++n)
    for (int64_t p = 0; p < S; ++p) {
      auto at = [&](int64_t c) { return (n * a.C + c) * S + p; };
      double mx = -std::numeric_limits<double>::infinity(), sum = 0, ts = 0;
      for (int64_t c = 0; c < a.C; ++c) mx = std::max(mx, a.v[at(c)]);
      for (int64_t c = 0; c < a.C; ++c) sum += e[c] = std::exp(a.v[at(c)] - mx);
      for (int64_t c = 0; c < a.C; ++c) ts += e[c] / sum * a.t(at(c));
      for (int64_t c = 0; c < a.C; ++c) {
        const double pc = e[c] / sum;
        a.s[at(c)] = pc * (a.t(at(c)) + ts);
        a.v[at(c)] = pc;
      }
    }
}

// Sum (or mean) over everything but the sample axis: [N, 1, 1, 1].
inline Act reduce_sample(const Act& a, bool mean) {
  Act y;
  y.resize(a.N, 1, 1, 1);
  const int64_t len = a.C * a.S();
  for (int64_t n = 0; n < a.N; ++n) {
    double v = 0, s = 0;
    for (int64_t i = n * len; i < (n + 1) * len; ++i) v += a.v[i], s += a.t(i);
    if (mean) v /= static_cast<double>(len), s /= static_cast<double>(len);
    y.v[n] = v;
    y.s[n] = s;
  }
  return y;
}

// Mean over the spatial positions (adaptive_avg_pool2d(x, 1)): [N, C, 1, 1].
inline Act spatial_mean(const Act& a) {
  Act y;
  y.resize(a.N, a.C, 1, 1);
  const int64_t S = a.S();
  for (int64_t nc = 0; nc < a.N * a.C; ++nc) {
    double v = 0, s = 0;
    for (int64_t p = 0; p < S; ++p) v += a.v[nc * S + p], s += a.t(nc * S + p);
    y.v[nc] = v / static_cast<double>(S);
    y.s[nc] = s / static_cast<double>(S);
  }
  return y;
}

// p x p max or average pooling with stride p, no padding, floor mode (nn.MaxPool2d(p),
// nn.AvgPool2d(p)): [N, C, (H - p) / p + 1, (W - p) / p + 1].
inline Act pool2d(const Act& a, int64_t pk, bool max) {
  Act y;
  y.resize(a.N, a.C, (a.H - pk) / pk + 1, (a.W - pk) / pk + 1);
  for (int64_t nc = 0; nc < a.N * a.C; ++nc)
    for (int64_t oy = 0; oy < y.H; ++oy)
      for (int64_t ox = 0; ox < y.W; ++ox) {
        double v = max ? -std::numeric_limits<double>::infinity() : 0.0, s = 0;
        int64_t best = -1;
        for (int64_t ty = 0; ty < pk; ++ty)
          for (int64_t tx = 0; tx < pk; ++tx) {
            const int64_t i = (nc * a.H + oy * pk + ty) * a.W + ox * pk + tx;
            if (max) {
              if (best < 0 || a.v[i] > v) v = a.v[i], best = i;
            } else {
              v += a.v[i], s += a.t(i);
            }
          }
        if (max) {
          for (int64_t ty = 0; ty < pk; ++ty)
            for (int64_t tx = 0; tx < pk; ++tx) {
              const int64_t i = (nc * a.H + oy * pk + ty) * a.W + ox * pk + tx;
              if (std::fabs(a.v[i] - v) <= 1e-3 * a.t(i)) s = std::max(s, a.t(i));
            }
          s = std::max(s, a.t(best));
        } else {
          v /= static_cast<double>(pk * pk), s /= static_cast<double>(pk * pk);
        }
        const int64_t o = (nc * y.H + oy) * y.W + ox;
        y.v[o] = v;
        y.s[o] = s;
      }
  return y;
}

// 1-D max or average pooling of a linear output's features (C) in windows of p with stride p
// (nn.MaxPool1d(p) / nn.AvgPool1d(p) on x.unsqueeze(1)): [N, (C - p) / p + 1].
inline Act pool_features(const Act& a, int64_t pk, bool max) {
  Act t = a;
  t.H = 1, t.W = a.C, t.C = 1;  // features as one image row
  Act y;
  y.resize(a.N, 1, 1, (a.C - pk) / pk + 1);
  for (int64_t n = 0; n < a.N; ++n)
    for (int64_t o = 0; o < y.W; ++o) {
      double v = max ? -std::numeric_limits<double>::infinity() : 0.0, s = 0;
      int64_t best = -1;
      for (int64_t q = 0; q < pk; ++q) {
        const int64_t i = n * a.C + o * pk + q;
        if (max) {
          if (best < 0 || a.v[i] > v) v = a.v[i], best = i;
        } else {
          v += a.v[i], s += a.t(i);
        }
      }
      if (max) {
        for (int64_t q = 0; q < pk; ++q) {
          const int64_t i = n * a.C + o * pk + q;
          if (std::fabs(a.v[i] - v) <= 1e-3 * a.t(i)) s = std::max(s, a.t(i));
        }
        s = std::max(s, a.t(best));
      } else {
        v /= static_cast<double>(pk), s /= static_cast<double>(pk);
      }
      y.v[n * y.W + o] = v;
      y.s[n * y.W + o] = s;
    }
  y.C = y.W, y.W = 1;  // back to [N, C', 1, 1]
  return y;
}

// Elementwise a + b (same shape): term sizes add.
inline void add(Act& a, const Act& b) {
  for (int64_t i = 0; i < a.numel(); ++i) {
    a.s[i] = a.t(i) + b.t(i);
    a.v[i] += b.v[i];
  }
}

// Writes the activation to output y and its term sizes to ctx.scale("y").
inline void emit(RefContext& ctx, const Act& a, const char* name = "y") {
  auto y = ctx.out(name);
  double* sc = ctx.scale(name);
  for (int64_t i = 0; i < a.numel(); ++i) y[i] = a.v[i], sc[i] = a.t(i);
}

// The activations, in double.
inline double sigmoid(double z) { return 1.0 / (1.0 + std::exp(-z)); }
inline double dsigmoid(double z) { return sigmoid(z) * (1.0 - sigmoid(z)); }
inline double gelu(double z) { return 0.5 * z * (1.0 + std::erf(z / std::sqrt(2.0))); }
inline double dgelu(double z) {
  return 0.5 * (1.0 + std::erf(z / std::sqrt(2.0))) + z * std::exp(-0.5 * z * z) / std::sqrt(2.0 * M_PI);
}

// F.gelu (erf form) as a map step (see map). The term size adds 0.5 |z| (1 + |erf(z / sqrt 2)|),
// the two halves kernels sum: 1 + erf cancels for negative z, so an fp32 kernel is some epsilons
// of |z| off there, not of the tiny result (cpu sweep, seed 91: conv_transpose2d_add_min_gelu_
// multiply at z = -3.2, an honest fp32 kernel 1e-4 relative off; torch's CPU gelu is 10 fp32
// epsilons off near z = -3).
inline void map_gelu(Act& a) {
  for (int64_t i = 0; i < a.numel(); ++i) {
    const double z = a.v[i], t = a.t(i), h = 1e-3 * t;
    const double d = std::max({std::fabs(dgelu(z)), std::fabs(dgelu(z - h)), std::fabs(dgelu(z + h))});
    a.v[i] = gelu(z);
    a.s[i] = d * t + 0.5 * std::fabs(z) * (1.0 + std::fabs(std::erf(z / std::sqrt(2.0))));
  }
}

inline double softplus(double z) { return z > 20.0 ? z : std::log1p(std::exp(z)); }  // torch: threshold 20
inline double mish(double z) { return z * std::tanh(softplus(z)); }
inline double dmish(double z) {
  const double t = std::tanh(softplus(z));
  return t + z * sigmoid(z) * (1.0 - t * t);
}
inline double dtanh(double z) { return 1.0 - std::tanh(z) * std::tanh(z); }
inline double hardswish(double z) { return z * std::min(std::max(z + 3.0, 0.0), 6.0) / 6.0; }
inline double dhardswish(double z) { return z < -3.0 ? 0.0 : z > 3.0 ? 1.0 : (2.0 * z + 3.0) / 6.0; }
inline double swish(double z) { return z * sigmoid(z); }
inline double dswish(double z) { return sigmoid(z) + z * dsigmoid(z); }
inline double clamp(double z, double lo, double hi) { return std::min(std::max(z, lo), hi); }
inline double dclamp(double z, double lo, double hi) { return z > lo && z < hi ? 1.0 : 0.0; }
inline double leaky(double z, double a) { return z > 0 ? z : a * z; }
inline double dleaky(double z, double a) { return z > 0 ? 1.0 : a; }

}  // namespace km::fused
