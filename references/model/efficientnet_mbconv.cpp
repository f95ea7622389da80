// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "model.hpp"

// KernelBench level 3 #21 (EfficientNetMBConv), BatchNorm in training mode (the source calls the
// model without .eval()): expand conv1x1 + bn + relu6, depthwise conv k x k (stride s, padding
// (k - 1) / 2) + bn + relu6, project conv1x1 + bn, plus x where s == 1 and ci == co; in double
// through the shared routines (model.hpp, fused.hpp), with each output's term size.
KM_REFERENCE(efficientnet_mbconv) {
  using namespace km::model;
  const km::ConstView we = ctx.in("we"), wd = ctx.in("wd"), wp = ctx.in("wp");
  const km::ConstView b1w = ctx.in("b1w"), b1b = ctx.in("b1b"), b2w = ctx.in("b2w");
  const km::ConstView b2b = ctx.in("b2b"), b3w = ctx.in("b3w"), b3b = ctx.in("b3b");
  const int64_t ci = ctx.size("ci"), hid = ci * ctx.size("e"), co = ctx.size("co");
  const int64_t kr = ctx.size("kr"), s = ctx.size("s");
  const double eps = ctx.param("eps");
  auto relu6 = [](Act& a) {
    km::fused::map(
        a, [](double z) { return km::fused::clamp(z, 0.0, 6.0); },
        [](double z) { return km::fused::dclamp(z, 0.0, 6.0); });
  };
  const Act x = input(ctx.in("x"), ctx.size("n"), ci, ctx.size("h"), ctx.size("w"));
  Act a = conv2d(x, we, nullptr, hid, 1);
  km::fused::batch_norm_train(a, eps, &b1w, &b1b);
  relu6(a);
  a = conv2d(a, wd, nullptr, hid, 2 * kr + 1, s, kr, hid);
  km::fused::batch_norm_train(a, eps, &b2w, &b2b);
  relu6(a);
  a = conv2d(a, wp, nullptr, co, 1);
  km::fused::batch_norm_train(a, eps, &b3w, &b3b);
  if (s == 1 && ci == co) km::fused::add(a, x);
  km::fused::emit(ctx, a);
}
