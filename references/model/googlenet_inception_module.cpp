// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "model.hpp"

// KernelBench level 3 #6 (GoogleNetInceptionModule): four branches on x, concatenated in order:
// conv1x1; conv1x1 then conv3x3 (padding 1); conv1x1 then conv5x5 (padding 2); max_pool2d(3,
// stride 1, padding 1) then conv1x1; all convolutions with bias, no activation. In double through
// the shared routines (model.hpp), with each output's term size.
KM_REFERENCE(googlenet_inception_module) {
  using namespace km::model;
  const km::ConstView w1 = ctx.in("w1"), b1 = ctx.in("b1"), w3r = ctx.in("w3r"),
                      b3r = ctx.in("b3r");
  const km::ConstView w3 = ctx.in("w3"), b3 = ctx.in("b3"), w5r = ctx.in("w5r"),
                      b5r = ctx.in("b5r");
  const km::ConstView w5 = ctx.in("w5"), b5 = ctx.in("b5"), wp = ctx.in("wp"), bp = ctx.in("bp");
  const Act x = input(ctx.in("x"), ctx.size("n"), ctx.size("ci"), ctx.size("h"), ctx.size("w"));
  const Act a = conv2d(x, w1, &b1, ctx.size("o1"), 1);
  const Act b = conv2d(conv2d(x, w3r, &b3r, ctx.size("r3"), 1), w3, &b3, ctx.size("o3"), 3, 1, 1);
  const Act c = conv2d(conv2d(x, w5r, &b5r, ctx.size("r5"), 1), w5, &b5, ctx.size("o5"), 5, 1, 2);
  const Act d = conv2d(max_pool(x, 3, 1, 1), wp, &bp, ctx.size("pp"), 1);
  km::fused::emit(ctx, concat_channels(concat_channels(a, b), concat_channels(c, d)));
}
