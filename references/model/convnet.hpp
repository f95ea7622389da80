// SPDX-License-Identifier: Apache-2.0
// Whole convolutional networks of KernelBench level 3 (VGG, AlexNet, SqueezeNet, ResNet, MobileNet), in
// double over km::fused::Act (values with their term sizes), composed from model.hpp's layers.
// This header adds what a whole network needs beyond a block: a convolution whose weights are
// one layer of a stacked tensor [L, ...], a BatchNorm with stacked affines, ceil-mode max pooling,
// and the VGG stacks shared by VGG16 and VGG19.
#pragma once

#include <algorithm>
#include <string>

#include "model.hpp"

namespace km::model {

// Layer l of a stacked tensor T [L, ...] (layer l's `len` elements at l * len) as a tensor of
// its own with `shape`.
inline km::RefTensor layer_of(const ConstView& T, int64_t l, std::vector<int64_t> shape) {
  int64_t len = 1;
  for (int64_t d : shape) len *= d;
  km::RefTensor t;
  t.shape = std::move(shape);
  t.values.assign(T.data() + l * len, T.data() + (l + 1) * len);
  return t;
}

// F.conv2d(a, Ws[l], bs[l], stride=s, padding=p, groups=g) for stacked weights Ws [L, co,
// a.C / g, k, k] and biases bs [L, co] (bs null: no bias).
inline Act conv_layer(const Act& a, const ConstView& Ws, const ConstView* bs, int64_t l, int64_t co,
                      int64_t k, int64_t s = 1, int64_t p = 0, int64_t g = 1) {
  const km::RefTensor w = layer_of(Ws, l, {co, a.C / g, k, k});
  if (!bs) return conv2d(a, km::ConstView(w), nullptr, co, k, s, p, g);
  const km::RefTensor b = layer_of(*bs, l, {co});
  const km::ConstView bv(b);
  return conv2d(a, km::ConstView(w), &bv, co, k, s, p, g);
}

// F.conv2d(a, W, stride=s, padding=p) without bias, values only (by km::conv::full, as model.hpp's
// conv2d) and no term sizes: y.s stays 0, so a later layer reads |v| as the term size. For networks
// whose output is judged relative to its rms (emit_values), which never read the chain rule's term
// sizes; it halves the cost of a deep network's reference (ResNet101's 104 convolutions).
inline Act conv2d_values(const Act& a, const ConstView& W, int64_t co, int64_t k, int64_t s = 1,
                         int64_t p = 0) {
  return conv2d_values(a, W, conv2d_geom(a, co, k, s, p, 1));
}

// conv2d_values with layer l of stacked weights Ws [L, co, a.C, k, k].
inline Act conv_layer_values(const Act& a, const ConstView& Ws, int64_t l, int64_t co, int64_t k,
                             int64_t s = 1, int64_t p = 0) {
  const km::RefTensor w = layer_of(Ws, l, {co, a.C, k, k});
  return conv2d_values(a, km::ConstView(w), co, k, s, p);
}

// F.batch_norm(a, None, None, Ws[l], Bs[l], training=True, eps=eps) for stacked affine
// parameters Ws, Bs [L, a.C].
inline void bn_layer(Act& a, double eps, const ConstView& Ws, const ConstView& Bs, int64_t l) {
  const km::RefTensor w = layer_of(Ws, l, {a.C}), b = layer_of(Bs, l, {a.C});
  const km::ConstView wv(w), bv(b);
  km::fused::batch_norm_train(a, eps, &wv, &bv);
}

// F.max_pool2d(a, k, stride=s, ceil_mode=True), no padding: the output side is
// ceil((H - k) / s) + 1, less one where the last window would start past the input; the last
// windows are clipped at the border. Term sizes by model.hpp's max_pool rule (the winner's, or the
// largest among values within 1e-3 of its term size).
inline Act max_pool_ceil(const Act& a, int64_t k, int64_t s) {
  auto out = [&](int64_t len) {
    int64_t o = (len - k + s - 1) / s + 1;
    if ((o - 1) * s >= len) --o;
    return o;
  };
  Act y;
  y.resize(a.N, a.C, out(a.H), out(a.W));
  for (int64_t nc = 0; nc < a.N * a.C; ++nc)
    for (int64_t oy = 0; oy < y.H; ++oy)
      for (int64_t ox = 0; ox < y.W; ++ox) {
        int64_t best = -1;
        auto each = [&](auto f) {
          for (int64_t iy = oy * s; iy < std::min(oy * s + k, a.H); ++iy)
            for (int64_t ix = ox * s; ix < std::min(ox * s + k, a.W); ++ix)
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

// KernelBench level 3 #11 and #12 (VGG16, VGG19) at base width c: five blocks of 3x3 convs
// (padding 1, bias) + ReLU of widths c, 2c, 4c, 8c, 8c, each block closed by max_pool2d(2, 2);
// blocks 1 and 2 hold two convs (w<b>a, w<b>b), blocks 3 and 4 one conv w<b>a then `deep` - 1
// stacked ones w<b>b [deep - 1, ...], block 5 `deep` stacked ones w5 [deep, ...] (deep 3: VGG16,
// 4: VGG19); then the flattening [n, 8c (h / 32) (w / 32)] and Linear-ReLU-Linear-ReLU-Linear
// (fc1w [f, ...], fc2w [f, f], fc3w [nc, f]); the Dropouts have p = 0 (identity).
inline void vgg(RefContext& ctx, int64_t deep) {
  using km::fused::linear;
  const int64_t c = ctx.size("c");
  Act a = input(ctx.in("x"), ctx.size("n"), 3, ctx.size("h"), ctx.size("w"));
  auto conv = [&](const std::string& blk, int64_t co) {
    const km::ConstView W = ctx.in("w" + blk), b = ctx.in("b" + blk);
    a = conv2d(a, W, &b, co, 3, 1, 1);
    relu(a);
  };
  auto stack = [&](const std::string& blk, int64_t L, int64_t co) {
    const km::ConstView W = ctx.in("w" + blk), b = ctx.in("b" + blk);
    for (int64_t l = 0; l < L; ++l) {
      a = conv_layer(a, W, &b, l, co, 3, 1, 1);
      relu(a);
    }
  };
  conv("1a", c);
  conv("1b", c);
  a = km::fused::pool2d(a, 2, true);
  conv("2a", 2 * c);
  conv("2b", 2 * c);
  a = km::fused::pool2d(a, 2, true);
  conv("3a", 4 * c);
  stack("3b", deep - 1, 4 * c);
  a = km::fused::pool2d(a, 2, true);
  conv("4a", 8 * c);
  stack("4b", deep - 1, 8 * c);
  a = km::fused::pool2d(a, 2, true);
  stack("5", deep, 8 * c);
  a = km::fused::pool2d(a, 2, true);
  const km::ConstView f1w = ctx.in("fc1w"), f1b = ctx.in("fc1b"), f2w = ctx.in("fc2w");
  const km::ConstView f2b = ctx.in("fc2b"), f3w = ctx.in("fc3w"), f3b = ctx.in("fc3b");
  a = linear(a, f1w, &f1b, ctx.size("f"));  // [n, 8c, h / 32, w / 32] read as [n, 8c (h/32) (w/32)]
  relu(a);
  a = linear(a, f2w, &f2b, ctx.size("f"));
  relu(a);
  km::fused::emit(ctx, linear(a, f3w, &f3b, ctx.size("nc")));
}

}  // namespace km::model
