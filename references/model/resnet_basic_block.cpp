// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "model.hpp"

// KernelBench level 3 #8 (ResNetBasicBlock), BatchNorm in training mode (the source calls the
// model without .eval()): out = bn2(conv3x3(relu(bn1(conv3x3(x, stride s, padding 1))), padding
// 1)); y = relu(out + bnd(conv1x1(x, stride s))), the downsample path taken at every stride (the
// source's nn.Sequential is never None); in double through the shared routines, with term sizes.
KM_REFERENCE(resnet_basic_block) {
  using namespace km::model;
  const km::ConstView w1 = ctx.in("w1"), w2 = ctx.in("w2"), wd = ctx.in("wd");
  const km::ConstView bn1w = ctx.in("bn1w"), bn1b = ctx.in("bn1b"), bn2w = ctx.in("bn2w");
  const km::ConstView bn2b = ctx.in("bn2b"), bndw = ctx.in("bndw"), bndb = ctx.in("bndb");
  const int64_t co = ctx.size("co"), s = ctx.size("s");
  const double eps = ctx.param("eps");
  Act x = input(ctx.in("x"), ctx.size("n"), ctx.size("ci"), ctx.size("h"), ctx.size("w"));
  Act a = conv2d(x, w1, nullptr, co, 3, s, 1);
  km::fused::batch_norm_train(a, eps, &bn1w, &bn1b);
  relu(a);
  a = conv2d(a, w2, nullptr, co, 3, 1, 1);
  km::fused::batch_norm_train(a, eps, &bn2w, &bn2b);
  Act d = conv2d(x, wd, nullptr, co, 1, s, 0);
  km::fused::batch_norm_train(d, eps, &bndw, &bndb);
  km::fused::add(a, d);
  relu(a);
  km::fused::emit(ctx, a);
}
