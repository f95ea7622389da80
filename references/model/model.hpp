// SPDX-License-Identifier: Apache-2.0
// The model family's shared reference routines (KernelBench level-3 blocks), in double. A block is
// a chain of layers over km::fused::Act (values with their term sizes, fused.hpp), so every
// output carries how large the terms behind it were, through every layer, by the chain rule.
// This header adds what the fused family's routines lack: a conv2d on an activation (stride,
// padding, groups), channel concatenation and shuffle, and causal self-attention of minGPT.
#pragma once

#include <algorithm>
#include <cmath>
#include <vector>

#include "../fused/fused.hpp"

namespace km::model {

using km::fused::Act;

// Writes the network's output y without term sizes, for the deep normalization chains (DenseNet,
// EfficientNet, ShuffleNet, U-Net, ResNet18, MobileNetV1/V2, Swin-MLP): the chain rule's term sizes
// compound through every normalization (each multiplies them by about (|mean| + std) / std) into
// bounds far above the output, which passed wrong networks (DenseNet-121 without its last ReLU,
// 1.1 off; eval-mode BatchNorm in ResNet18; Swin-MLP without shifted windows); those specs judge
// y relative to its rms with a condition measured on fp32 torch instead.
inline void emit_values(RefContext& ctx, const Act& a) {
  auto y = ctx.out("y");
  for (int64_t i = 0; i < a.numel(); ++i) y[i] = a.v[i];
}

// An input tensor [n, c, h, w] as an activation (term size |x|).
inline Act input(const ConstView& x, int64_t n, int64_t c, int64_t h, int64_t w) {
  Act a;
  a.resize(n, c, h, w);
  for (int64_t i = 0; i < a.numel(); ++i) a.v[i] = x[i], a.s[i] = std::fabs(x[i]);
  return a;
}

// The geometry of F.conv2d(a, W, stride=s, padding=p, groups=g) with a square kernel k.
inline km::conv::Geom conv2d_geom(const Act& a, int64_t co, int64_t k, int64_t s, int64_t p, int64_t g) {
  km::conv::Geom G;
  G.nd = 2;
  G.n = a.N, G.ci = a.C, G.co = co, G.groups = g;
  G.in = {a.H, a.W, 1};
  G.k = {k, k, 1};
  G.s = {s, s, 1};
  G.p = {p, p, 0};
  return G;
}

// The convolution's values alone, by km::conv::full (the conv family's routine), without bias;
// the term sizes y.s stay 0.
inline Act conv2d_values(const Act& a, const ConstView& W, const km::conv::Geom& G) {
  Act y;
  y.resize(a.N, G.co, G.out(0), G.out(1));
  km::conv::full(G, a.v.data(), W, nullptr, y.v.data());
  return y;
}

// F.conv2d(a, W, b, stride=s, padding=p, groups=g), square kernel k, W [co, C / g, k, k], b [co]
// or null: values by km::conv::full (the conv family's routine); term sizes by the same routine
// on squared term sizes and weights (root-sum-square), plus |b|.
inline Act conv2d(const Act& a, const ConstView& W, const ConstView* b, int64_t co, int64_t k,
                  int64_t s = 1, int64_t p = 0, int64_t g = 1) {
  const km::conv::Geom G = conv2d_geom(a, co, k, s, p, g);
  Act y = conv2d_values(a, W, G);
  std::vector<double> t2(static_cast<size_t>(a.numel())), w2(static_cast<size_t>(W.numel()));
  for (int64_t i = 0; i < a.numel(); ++i) t2[i] = a.t(i) * a.t(i);
  for (int64_t i = 0; i < W.numel(); ++i) w2[i] = W[i] * W[i];
  km::conv::full(G, t2.data(), w2.data(), nullptr, y.s.data());
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

// F.linear(a, Ws[l], bs[l]) for stacked layer weights Ws [L, n, k] and biases bs [L, n]: layer l
// copied into tensors of its own, then km::fused::linear.
inline Act linear_layer(const Act& a, const ConstView& Ws, const ConstView& bs, int64_t l,
                        int64_t n) {
  const int64_t k = a.C * a.S();
  km::RefTensor w, b;
  w.shape = {n, k};
  w.values.assign(Ws.data() + l * n * k, Ws.data() + (l + 1) * n * k);
  b.shape = {n};
  b.values.assign(bs.data() + l * n, bs.data() + (l + 1) * n);
  const km::ConstView bv(b);
  return km::fused::linear(a, km::ConstView(w), &bv, n);
}

// F.max_pool2d(a, k, stride=s, padding=p): padded positions never win; term size the winner's
// (or the largest among values within 1e-3 of its term size: near-ties an fp32 kernel may swap).
inline Act max_pool(const Act& a, int64_t k, int64_t s, int64_t p) {
  Act y;
  y.resize(a.N, a.C, (a.H + 2 * p - k) / s + 1, (a.W + 2 * p - k) / s + 1);
  for (int64_t nc = 0; nc < a.N * a.C; ++nc)
    for (int64_t oy = 0; oy < y.H; ++oy)
      for (int64_t ox = 0; ox < y.W; ++ox) {
        int64_t best = -1;
        auto each = [&](auto f) {
          for (int64_t iy = std::max<int64_t>(oy * s - p, 0); iy < std::min(oy * s - p + k, a.H);
               ++iy)
            for (int64_t ix = std::max<int64_t>(ox * s - p, 0); ix < std::min(ox * s - p + k, a.W);
                 ++ix)
              f((nc * a.H + iy) * a.W + ix);
        };
        each([&](int64_t i) {
          if (best < 0 || a.v[i] > a.v[best] || std::isnan(a.v[i])) best = i;
        });
        double t = a.t(best);
        each([&](int64_t i) {
          if (std::fabs(a.v[i] - a.v[best]) <= 1e-3 * a.t(i)) t = std::max(t, a.t(i));
        });
        y.v[(nc * y.H + oy) * y.W + ox] = a.v[best];
        y.s[(nc * y.H + oy) * y.W + ox] = t;
      }
  return y;
}

inline void relu(Act& a) {
  km::fused::map(
      a, [](double z) { return z > 0 ? z : 0.0; }, [](double z) { return z > 0 ? 1.0 : 0.0; });
}

// torch.cat([a, b], 1) of two activations with the same N, H, W.
inline Act concat_channels(const Act& a, const Act& b) {
  Act y;
  y.resize(a.N, a.C + b.C, a.H, a.W);
  const int64_t S = a.S();
  for (int64_t n = 0; n < a.N; ++n) {
    std::copy_n(a.v.begin() + n * a.C * S, a.C * S, y.v.begin() + n * y.C * S);
    std::copy_n(a.s.begin() + n * a.C * S, a.C * S, y.s.begin() + n * y.C * S);
    std::copy_n(b.v.begin() + n * b.C * S, b.C * S, y.v.begin() + (n * y.C + a.C) * S);
    std::copy_n(b.s.begin() + n * b.C * S, b.C * S, y.s.begin() + (n * y.C + a.C) * S);
  }
  return y;
}

// ShuffleNet's channel shuffle: x.view(N, g, C / g, H, W).transpose(1, 2): output channel
// j * g + i is input channel i * (C / g) + j.
inline Act channel_shuffle(const Act& a, int64_t g) {
  Act y = a;
  const int64_t cg = a.C / g, S = a.S();
  for (int64_t n = 0; n < a.N; ++n)
    for (int64_t i = 0; i < g; ++i)
      for (int64_t j = 0; j < cg; ++j)
        for (int64_t p = 0; p < S; ++p) {
          y.v[((n * a.C) + j * g + i) * S + p] = a.v[((n * a.C) + i * cg + j) * S + p];
          y.s[((n * a.C) + j * g + i) * S + p] = a.s[((n * a.C) + i * cg + j) * S + p];
        }
  return y;
}

// Self-attention of minGPT (causal) or nn.MultiheadAttention (causal false) over qkv = c_attn(x) [B
// * T, 3 C] (q, k, v side by side, each split into nh heads of hs = C / nh): y[b, t, h * hs + c] =
// sum_{j <= t} w_j v[b, j, h, c] with w = softmax(q . k_j / sqrt(hs)) (relu_weights false) or
// relu(q . k_j / sqrt(hs)) (true; the masked scores are -inf, which relu makes 0); without the mask
// every j < T. Term sizes: a score's ts_j is the scaled root-sum-square of t(q) t(k); the output's
// is sum_j (w_j t(v_j) + |dw_j| ts_j |v_j - shift|) with the softmax's derivative p_j (v_j - y) or
// relu's step (1 within a 1e-3 halo of zero).
inline Act causal_attention(const Act& qkv, int64_t B, int64_t T, int64_t C, int64_t nh,
                            bool relu_weights, bool causal = true) {
  const int64_t hs = C / nh;
  const double scale = 1.0 / std::sqrt(static_cast<double>(hs));
  Act y;
  y.resize(B * T, C, 1, 1);
  km::parallel_for(B * nh * T, [&](int64_t bht) {
    const int64_t b = bht / (nh * T), h = (bht / T) % nh, t = bht % T;
    auto at = [&](int64_t j, int64_t part, int64_t e) {
      return (b * T + j) * 3 * C + part * C + h * hs + e;
    };
    const int64_t last = causal ? t : T - 1;
    std::vector<double> w(static_cast<size_t>(last + 1)), ts(w.size());
    double mx = -1e300;
    for (int64_t j = 0; j <= last; ++j) {
      double s = 0, s2 = 0;
      for (int64_t e = 0; e < hs; ++e) {
        s += qkv.v[at(t, 0, e)] * qkv.v[at(j, 1, e)];
        s2 += qkv.t(at(t, 0, e)) * qkv.t(at(t, 0, e)) * qkv.t(at(j, 1, e)) * qkv.t(at(j, 1, e));
      }
      w[j] = s * scale;
      ts[j] = std::sqrt(s2) * scale;
      mx = std::max(mx, w[j]);
    }
    std::vector<double> dw(w.size());
    if (relu_weights) {
      for (int64_t j = 0; j <= last; ++j) {
        dw[j] = w[j] > -1e-3 * ts[j] ? 1.0 : 0.0;
        w[j] = std::max(w[j], 0.0);
      }
    } else {
      double sum = 0;
      for (int64_t j = 0; j <= last; ++j) sum += w[j] = std::exp(w[j] - mx);
      for (int64_t j = 0; j <= last; ++j) dw[j] = w[j] /= sum;
    }
    for (int64_t c = 0; c < hs; ++c) {
      double acc = 0;
      for (int64_t j = 0; j <= last; ++j) acc += w[j] * qkv.v[at(j, 2, c)];
      const double shift = relu_weights ? 0.0 : acc;
      double s = 0;
      for (int64_t j = 0; j <= last; ++j)
        s += w[j] * qkv.t(at(j, 2, c)) + dw[j] * ts[j] * std::fabs(qkv.v[at(j, 2, c)] - shift);
      y.v[(b * T + t) * C + h * hs + c] = acc;
      y.s[(b * T + t) * C + h * hs + c] = s;
    }
  });
  return y;
}

// F.normalize over each group of indices (p = 2, eps 1e-12): v / max(||v||, eps). Term size of
// y_i: (t_i + |y_i| sqrt(sum_j t_j^2)) / ||v|| (an error in v_i moves y_i directly and through
// the norm).
inline void l2_normalize(Act& a, const std::vector<int64_t>& idx) {
  double ss = 0, ts = 0;
  for (int64_t i : idx) ss += a.v[i] * a.v[i], ts += a.t(i) * a.t(i);
  const double norm = std::max(std::sqrt(ss), 1e-12), tn = std::sqrt(ts);
  for (int64_t i : idx) {
    const double y = a.v[i] / norm;
    a.s[i] = (a.t(i) + std::fabs(y) * tn) / norm;
    a.v[i] = y;
  }
}

// KernelBench level 3 #46 and #47 (NetVladWithGhostClusters, NetVladNoGhostClusters) on x
// [b, n, d]: assignment = softmax(batch_norm(x @ clusters)) over k + g clusters, the first k kept;
// vlad[b, :, j] = sum_i a[b, i, j] x[b, i, :] - (sum_i a[b, i, j]) clusters2[:, j]; normalized over
// d for each cluster, then flattened [b, d * k] and normalized again.
inline void netvlad(RefContext& ctx, int64_t g) {
  const int64_t B = ctx.size("b"), N = ctx.size("n"), D = ctx.size("d"), K = ctx.size("k");
  const km::ConstView cl = ctx.in("clusters"), c2 = ctx.in("clusters2");
  const km::ConstView bnw = ctx.in("bnw"), bnb = ctx.in("bnb");
  km::RefTensor wt;  // clusters [d, k + g] as a linear layer's weight [k + g, d]
  wt.shape = {K + g, D};
  wt.values.resize(static_cast<size_t>((K + g) * D));
  for (int64_t p = 0; p < D; ++p)
    for (int64_t j = 0; j < K + g; ++j) wt.values[j * D + p] = cl[p * (K + g) + j];
  const Act x = km::fused::from_input(ctx.in("x"), B * N, D);
  Act a = km::fused::linear(x, km::ConstView(wt), nullptr, K + g);
  km::fused::batch_norm_train(a, ctx.param("eps"), &bnw, &bnb);
  km::fused::softmax_channels(a);
  Act v;  // [b, d * k], element (p, j) at p * k + j
  v.resize(B, D * K, 1, 1);
  for (int64_t bi = 0; bi < B; ++bi)
    for (int64_t p = 0; p < D; ++p)
      for (int64_t j = 0; j < K; ++j) {
        double acc = 0, asum = 0, s2 = 0, tsum = 0;
        for (int64_t i = 0; i < N; ++i) {
          const int64_t r = bi * N + i, ai = r * (K + g) + j;
          acc += a.v[ai] * x.v[r * D + p];
          asum += a.v[ai];
          s2 += a.t(ai) * a.t(ai) * x.t(r * D + p) * x.t(r * D + p);
          tsum += a.t(ai);
        }
        v.v[bi * D * K + p * K + j] = acc - asum * c2[p * K + j];
        v.s[bi * D * K + p * K + j] = std::sqrt(s2) + tsum * std::fabs(c2[p * K + j]);
      }
  std::vector<int64_t> idx;
  for (int64_t bi = 0; bi < B; ++bi)
    for (int64_t j = 0; j < K; ++j) {
      idx.clear();
      for (int64_t p = 0; p < D; ++p) idx.push_back(bi * D * K + p * K + j);
      l2_normalize(v, idx);
    }
  for (int64_t bi = 0; bi < B; ++bi) {
    idx.clear();
    for (int64_t q = 0; q < D * K; ++q) idx.push_back(bi * D * K + q);
    l2_normalize(v, idx);
  }
  km::fused::emit(ctx, v);
}

// minGPT's NewGELU, 0.5 z (1 + tanh(sqrt(2 / pi) (z + 0.044715 z^3))), and its derivative.
inline double new_gelu(double z) {
  return 0.5 * z * (1.0 + std::tanh(std::sqrt(2.0 / M_PI) * (z + 0.044715 * z * z * z)));
}
inline double dnew_gelu(double z) {
  const double c = std::sqrt(2.0 / M_PI), th = std::tanh(c * (z + 0.044715 * z * z * z));
  return 0.5 * (1.0 + th) + 0.5 * z * (1.0 - th * th) * c * (1.0 + 3.0 * 0.044715 * z * z);
}

// KernelBench level 3 #1 and #2 (MLP, ShallowWideMLP): Linear(k, h1)-ReLU-Linear(h1, h2)-ReLU-
// Linear(h2, n) on x [m, k], weights W1, W2, W3 and biases b1, b2, b3.
inline void two_hidden_mlp(RefContext& ctx) {
  using km::fused::linear;
  const km::ConstView W1 = ctx.in("W1"), b1 = ctx.in("b1"), W2 = ctx.in("W2"), b2 = ctx.in("b2");
  const km::ConstView W3 = ctx.in("W3"), b3 = ctx.in("b3");
  Act a = linear(km::fused::from_input(ctx.in("x"), ctx.size("m"), ctx.size("k")), W1, &b1,
                 ctx.size("h1"));
  relu(a);
  a = linear(a, W2, &b2, ctx.size("h2"));
  relu(a);
  km::fused::emit(ctx, linear(a, W3, &b3, ctx.size("n")));
}

}  // namespace km::model
