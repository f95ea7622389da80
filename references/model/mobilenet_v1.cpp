// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "convnet.hpp"

// KernelBench level 3 #19 (MobileNetV1, alpha 1) at base width c, BatchNorm in training mode (the
// source calls the model without .eval()): stem conv3x3/2 + BN + ReLU; 13 depthwise-separable
// blocks (depthwise conv3x3 stride s + BN + ReLU, pointwise conv1x1 + BN + ReLU), blocks 7 to 11
// stacked in d7, p7, ... [5, ...]; AvgPool2d(7) (floor mode) and fc. In double through the shared
// routines; y judged relative to its rms (model.hpp's emit_values).
KM_REFERENCE(mobilenet_v1) {
  using namespace km::model;
  const int64_t c = ctx.size("c");
  const double eps = ctx.param("eps");
  const km::ConstView s0w = ctx.in("s0w"), s0g = ctx.in("s0g"), s0b = ctx.in("s0b");
  Act a = input(ctx.in("x"), ctx.size("n"), 3, ctx.size("h"), ctx.size("w"));
  a = conv2d(a, s0w, nullptr, c, 3, 2, 1);
  km::fused::batch_norm_train(a, eps, &s0g, &s0b);
  relu(a);
  // Block group g (its tensors' layer l), inp -> oup at stride s.
  auto conv_dw = [&](int g, int64_t l, int64_t oup, int64_t s) {
    const std::string G = std::to_string(g);
    const km::ConstView d = ctx.in("d" + G), dg = ctx.in("dg" + G), db = ctx.in("db" + G);
    const km::ConstView p = ctx.in("p" + G), pg = ctx.in("pg" + G), pb = ctx.in("pb" + G);
    const int64_t inp = a.C;
    a = conv_layer(a, d, nullptr, l, inp, 3, s, 1, inp);
    bn_layer(a, eps, dg, db, l);
    relu(a);
    a = conv_layer(a, p, nullptr, l, oup, 1);
    bn_layer(a, eps, pg, pb, l);
    relu(a);
  };
  conv_dw(1, 0, 2 * c, 1);
  conv_dw(2, 0, 4 * c, 2);
  conv_dw(3, 0, 4 * c, 1);
  conv_dw(4, 0, 8 * c, 2);
  conv_dw(5, 0, 8 * c, 1);
  conv_dw(6, 0, 16 * c, 2);
  for (int64_t l = 0; l < 5; ++l) conv_dw(7, l, 16 * c, 1);
  conv_dw(12, 0, 32 * c, 2);
  conv_dw(13, 0, 32 * c, 1);
  a = km::fused::pool2d(a, 7, false);  // [n, 32c, 1, 1]: h and w keep ceil(side / 32) in [7, 13]
  const km::ConstView fcw = ctx.in("fcw"), fcb = ctx.in("fcb");
  km::model::emit_values(ctx, km::fused::linear(a, fcw, &fcb, ctx.size("nc")));
}
