// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "convnet.hpp"

// KernelBench level 3 #9 (ResNet18) at base width c, BatchNorm in training mode (the source calls
// the model without .eval()): stem conv7x7/2 + BN + ReLU + maxpool 3/2 (padding 1); four layers of
// two BasicBlocks (widths c, 2c, 4c, 8c; layers 2 to 4 open with a stride-2 block whose shortcut
// is conv1x1/2 + BN); adaptive average pooling to 1 x 1 and the fc layer. Stacked weights: layer
// 1's four convs l1w[0..3]; layer i's l<i>a (block 0's conv1), l<i>b[0..2] (block 0's conv2, block
// 1's conv1 and conv2), l<i>d (shortcut); BN affines l<i>bnw/l<i>bnb [5 or 4, width] in the order
// block 0 bn1, bn2, block 1 bn1, bn2, shortcut. In double; y judged relative to its rms
// (model.hpp's emit_values).
KM_REFERENCE(resnet18) {
  using namespace km::model;
  const int64_t c = ctx.size("c");
  const double eps = ctx.param("eps");
  const km::ConstView c1w = ctx.in("c1w"), bn1w = ctx.in("bn1w"), bn1b = ctx.in("bn1b");
  Act a = input(ctx.in("x"), ctx.size("n"), 3, ctx.size("h"), ctx.size("w"));
  a = conv2d(a, c1w, nullptr, c, 7, 2, 3);
  km::fused::batch_norm_train(a, eps, &bn1w, &bn1b);
  relu(a);
  a = max_pool(a, 3, 2, 1);
  // One BasicBlock's main path: conv3x3 (stride s) + BN + ReLU, conv3x3 + BN.
  auto main_path = [&](const Act& in, const km::RefTensor& w1, const km::RefTensor& w2,
                       const km::ConstView& bw, const km::ConstView& bb, int64_t l, int64_t s) {
    Act o = conv2d(in, km::ConstView(w1), nullptr, w1.shape[0], 3, s, 1);
    bn_layer(o, eps, bw, bb, l);
    relu(o);
    o = conv2d(o, km::ConstView(w2), nullptr, w2.shape[0], 3, 1, 1);
    bn_layer(o, eps, bw, bb, l + 1);
    return o;
  };
  {
    const km::ConstView lw = ctx.in("l1w"), bw = ctx.in("l1bnw"), bb = ctx.in("l1bnb");
    for (int64_t blk = 0; blk < 2; ++blk) {
      Act o = main_path(a, layer_of(lw, 2 * blk, {c, c, 3, 3}),
                        layer_of(lw, 2 * blk + 1, {c, c, 3, 3}), bw, bb, 2 * blk, 1);
      km::fused::add(o, a);
      relu(o);
      a = std::move(o);
    }
  }
  for (int i = 2; i <= 4; ++i) {
    const std::string L = "l" + std::to_string(i);
    const int64_t W = c << (i - 1);
    const km::ConstView wa = ctx.in(L + "a"), wb = ctx.in(L + "b"), wd = ctx.in(L + "d");
    const km::ConstView bw = ctx.in(L + "bnw"), bb = ctx.in(L + "bnb");
    km::RefTensor wa_t = layer_of(wa, 0, {W, W / 2, 3, 3});
    Act o = main_path(a, wa_t, layer_of(wb, 0, {W, W, 3, 3}), bw, bb, 0, 2);
    Act d = conv2d(a, wd, nullptr, W, 1, 2, 0);
    bn_layer(d, eps, bw, bb, 4);
    km::fused::add(o, d);
    relu(o);
    a = std::move(o);
    o = main_path(a, layer_of(wb, 1, {W, W, 3, 3}), layer_of(wb, 2, {W, W, 3, 3}), bw, bb, 2, 1);
    km::fused::add(o, a);
    relu(o);
    a = std::move(o);
  }
  const km::ConstView fcw = ctx.in("fcw"), fcb = ctx.in("fcb");
  km::model::emit_values(ctx, km::fused::linear(km::fused::spatial_mean(a), fcw, &fcb, ctx.size("nc")));
}
