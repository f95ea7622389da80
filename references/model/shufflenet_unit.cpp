// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "model.hpp"

// KernelBench level 3 #25 (ShuffleNetUnit), BatchNorm in training mode (the source calls the model
// without .eval()): relu(bn1(grouped conv1x1)), bn2(depthwise conv3x3), channel shuffle,
// relu(bn3(grouped conv1x1)), plus the shortcut: x where ci == co, else bn(conv1x1(x)); in double
// through the shared routines (model.hpp, fused.hpp), with each output's term size.
KM_REFERENCE(shufflenet_unit) {
  using namespace km::model;
  const km::ConstView w1 = ctx.in("w1"), w2 = ctx.in("w2"), w3 = ctx.in("w3"), ws = ctx.in("ws");
  const km::ConstView b1w = ctx.in("b1w"), b1b = ctx.in("b1b"), b2w = ctx.in("b2w");
  const km::ConstView b2b = ctx.in("b2b"), b3w = ctx.in("b3w"), b3b = ctx.in("b3b");
  const km::ConstView bsw = ctx.in("bsw"), bsb = ctx.in("bsb");
  const int64_t g = ctx.size("g"), ci = g * ctx.size("cig"), mid = g * ctx.size("mg"), co = 4 * mid;
  const double eps = ctx.param("eps");
  const Act x = input(ctx.in("x"), ctx.size("n"), ci, ctx.size("h"), ctx.size("w"));
  Act a = conv2d(x, w1, nullptr, mid, 1, 1, 0, g);
  km::fused::batch_norm_train(a, eps, &b1w, &b1b);
  relu(a);
  a = conv2d(a, w2, nullptr, mid, 3, 1, 1, mid);
  km::fused::batch_norm_train(a, eps, &b2w, &b2b);
  a = conv2d(channel_shuffle(a, g), w3, nullptr, co, 1, 1, 0, g);
  km::fused::batch_norm_train(a, eps, &b3w, &b3b);
  relu(a);
  if (ci == co) {
    km::fused::add(a, x);
  } else {
    Act d = conv2d(x, ws, nullptr, co, 1);
    km::fused::batch_norm_train(d, eps, &bsw, &bsb);
    km::fused::add(a, d);
  }
  km::fused::emit(ctx, a);
}
