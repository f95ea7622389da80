// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "convnet.hpp"

// KernelBench level 3 #18 (SqueezeNet) at base width c: conv7x7/2 (bias) + ReLU + maxpool 3/2
// (ceil mode); fire modules 1 to 3, maxpool, fire 4 to 7, maxpool, fire 8 (a fire module: squeeze
// conv1x1 + ReLU, then cat(relu(expand conv1x1), relu(expand conv3x3, padding 1)) over channels);
// the classifier conv1x1 (bias) + ReLU, adaptive average pooling to 1 x 1 and the flattening (the
// Dropout has p = 0). In double through the shared routines, with each output's term size.
KM_REFERENCE(squeezenet) {
  using namespace km::model;
  const int64_t c = ctx.size("c");
  // Fire module i: squeeze width sq, expand widths e (each branch).
  auto fire = [&](const Act& a, int i, int64_t sq, int64_t e) {
    const std::string F = "f" + std::to_string(i);
    const km::ConstView sw = ctx.in(F + "sw"), sb = ctx.in(F + "sb"), ew = ctx.in(F + "ew");
    const km::ConstView eb = ctx.in(F + "eb"), tw = ctx.in(F + "tw"), tb = ctx.in(F + "tb");
    Act z = conv2d(a, sw, &sb, sq, 1);
    relu(z);
    Act e1 = conv2d(z, ew, &eb, e, 1);
    relu(e1);
    Act e3 = conv2d(z, tw, &tb, e, 3, 1, 1);
    relu(e3);
    return concat_channels(e1, e3);
  };
  const km::ConstView c1w = ctx.in("c1w"), c1b = ctx.in("c1b");
  Act a = input(ctx.in("x"), ctx.size("n"), 3, ctx.size("h"), ctx.size("w"));
  a = conv2d(a, c1w, &c1b, 6 * c, 7, 2, 0);
  relu(a);
  a = max_pool_ceil(a, 3, 2);
  a = fire(a, 1, c, 4 * c);
  a = fire(a, 2, c, 4 * c);
  a = fire(a, 3, 2 * c, 8 * c);
  a = max_pool_ceil(a, 3, 2);
  a = fire(a, 4, 2 * c, 8 * c);
  a = fire(a, 5, 3 * c, 12 * c);
  a = fire(a, 6, 3 * c, 12 * c);
  a = fire(a, 7, 4 * c, 16 * c);
  a = max_pool_ceil(a, 3, 2);
  a = fire(a, 8, 4 * c, 16 * c);
  const km::ConstView clw = ctx.in("clw"), clb = ctx.in("clb");
  a = conv2d(a, clw, &clb, ctx.size("nc"), 1);
  relu(a);
  km::fused::emit(ctx, km::fused::spatial_mean(a));  // [n, nc, 1, 1], written as [n, nc]
}
