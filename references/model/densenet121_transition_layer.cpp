// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "model.hpp"

// KernelBench level 3 #13 (DenseNet121TransitionLayer): BatchNorm2d in training mode (batch
// statistics), ReLU, conv1x1 without bias, avg_pool2d(2, 2); in double through the shared
// routines (model.hpp, fused.hpp), with each output's term size.
KM_REFERENCE(densenet121_transition_layer) {
  using namespace km::model;
  const km::ConstView bnw = ctx.in("bnw"), bnb = ctx.in("bnb"), cw = ctx.in("cw");
  Act a = input(ctx.in("x"), ctx.size("n"), ctx.size("ci"), ctx.size("h"), ctx.size("w"));
  km::fused::batch_norm_train(a, ctx.param("eps"), &bnw, &bnb);
  relu(a);
  a = conv2d(a, cw, nullptr, ctx.size("co"), 1);
  km::fused::emit(ctx, km::fused::pool2d(a, 2, false));
}
