// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "convnet.hpp"

// KernelBench level 3 #10 (ResNet101: Bottleneck blocks 3, 4, 23, 3) at base width c, BatchNorm in
// training mode (the source calls the model without .eval()): stem conv7x7/2 + BN + ReLU +
// maxpool 3/2 (padding 1); four layers of Bottlenecks (conv1x1 + BN + ReLU, conv3x3 stride s + BN
// + ReLU, conv1x1 to 4W + BN, plus the shortcut, then ReLU) at widths W = c, 2c, 4c, 8c; each
// layer's first block has the conv1x1 (stride s) + BN shortcut. Per layer: the first block's
// l<i>a1, a2, a3, ad; the other blocks' convs stacked in l<i>r1, r2, r3 [L - 1, ...]; BN affines of
// width W in l<i>gw, l<i>gb [2 L, W] (bn1, bn2 of each block in order), of width 4W in l<i>hw,
// l<i>hb [L + 1, 4W] (bn3 of each block in order, then the shortcut's). In double; y judged
// relative to its rms (model.hpp's emit_values), so the convolutions skip the term sizes
// (convnet.hpp's conv2d_values).
KM_REFERENCE(resnet101) {
  using namespace km::model;
  const int64_t c = ctx.size("c");
  const double eps = ctx.param("eps");
  const km::ConstView c1w = ctx.in("c1w"), bn1w = ctx.in("bn1w"), bn1b = ctx.in("bn1b");
  Act a = input(ctx.in("x"), ctx.size("n"), 3, ctx.size("h"), ctx.size("w"));
  a = conv2d_values(a, c1w, c, 7, 2, 3);
  km::fused::batch_norm_train(a, eps, &bn1w, &bn1b);
  relu(a);
  a = max_pool(a, 3, 2, 1);
  const int64_t blocks[4] = {3, 4, 23, 3};
  for (int i = 1; i <= 4; ++i) {
    const std::string L = "l" + std::to_string(i);
    const int64_t W = c << (i - 1), s = i == 1 ? 1 : 2, nb = blocks[i - 1];
    const km::ConstView a1 = ctx.in(L + "a1"), a2 = ctx.in(L + "a2"), a3 = ctx.in(L + "a3");
    const km::ConstView ad = ctx.in(L + "ad"), r1 = ctx.in(L + "r1"), r2 = ctx.in(L + "r2");
    const km::ConstView r3 = ctx.in(L + "r3"), gw = ctx.in(L + "gw"), gb = ctx.in(L + "gb");
    const km::ConstView hw = ctx.in(L + "hw"), hb = ctx.in(L + "hb");
    for (int64_t b = 0; b < nb; ++b) {
      Act o = b == 0 ? conv2d_values(a, a1, W, 1) : conv_layer_values(a, r1, b - 1, W, 1);
      bn_layer(o, eps, gw, gb, 2 * b);
      relu(o);
      o = b == 0 ? conv2d_values(o, a2, W, 3, s, 1) : conv_layer_values(o, r2, b - 1, W, 3, 1, 1);
      bn_layer(o, eps, gw, gb, 2 * b + 1);
      relu(o);
      o = b == 0 ? conv2d_values(o, a3, 4 * W, 1) : conv_layer_values(o, r3, b - 1, 4 * W, 1);
      bn_layer(o, eps, hw, hb, b);
      if (b == 0) {
        Act d = conv2d_values(a, ad, 4 * W, 1, s, 0);
        bn_layer(d, eps, hw, hb, nb);
        km::fused::add(o, d);
      } else {
        km::fused::add(o, a);
      }
      relu(o);
      a = std::move(o);
    }
  }
  const km::ConstView fcw = ctx.in("fcw"), fcb = ctx.in("fcb");
  km::model::emit_values(ctx, km::fused::linear(km::fused::spatial_mean(a), fcw, &fcb, ctx.size("nc")));
}
