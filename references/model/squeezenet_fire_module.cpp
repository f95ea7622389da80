// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "model.hpp"

// KernelBench level 3 #17 (SqueezeNetFireModule): s = relu(conv1x1(x)); y = cat([relu(conv1x1(s)),
// relu(conv3x3(s, padding=1))], 1); in double through the shared routines (model.hpp), with each
// output's term size.
KM_REFERENCE(squeezenet_fire_module) {
  using namespace km::model;
  const km::ConstView sw = ctx.in("sw"), sb = ctx.in("sb"), e1w = ctx.in("e1w"),
                      e1b = ctx.in("e1b");
  const km::ConstView e3w = ctx.in("e3w"), e3b = ctx.in("e3b");
  Act x = input(ctx.in("x"), ctx.size("n"), ctx.size("ci"), ctx.size("h"), ctx.size("w"));
  Act s = conv2d(x, sw, &sb, ctx.size("sq"), 1);
  relu(s);
  Act e1 = conv2d(s, e1w, &e1b, ctx.size("e1"), 1);
  relu(e1);
  Act e3 = conv2d(s, e3w, &e3b, ctx.size("e3"), 3, 1, 1);
  relu(e3);
  km::fused::emit(ctx, concat_channels(e1, e3));
}
