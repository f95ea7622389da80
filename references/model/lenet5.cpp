// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "model.hpp"

// KernelBench level 3 #4 (LeNet5) on x [n, 1, 32, 32]: two conv5x5 + ReLU + max_pool2d(2, 2)
// stages, the [n, 400] flattening, fc1 + ReLU, fc2 + ReLU, fc3; in double through the shared
// routines (model.hpp, fused.hpp), with each output's term size.
KM_REFERENCE(lenet5) {
  using namespace km::fused;
  const km::ConstView c1w = ctx.in("c1w"), c1b = ctx.in("c1b"), c2w = ctx.in("c2w"),
                      c2b = ctx.in("c2b");
  const km::ConstView f1w = ctx.in("f1w"), f1b = ctx.in("f1b"), f2w = ctx.in("f2w"),
                      f2b = ctx.in("f2b");
  const km::ConstView f3w = ctx.in("f3w"), f3b = ctx.in("f3b");
  Act a =
      km::model::conv2d(km::model::input(ctx.in("x"), ctx.size("n"), 1, 32, 32), c1w, &c1b, 6, 5);
  km::model::relu(a);
  a = km::model::conv2d(pool2d(a, 2, true), c2w, &c2b, 16, 5);
  km::model::relu(a);
  a = linear(pool2d(a, 2, true), f1w, &f1b, 120);  // [n, 16, 5, 5] read as [n, 400]
  km::model::relu(a);
  a = linear(a, f2w, &f2b, 84);
  km::model::relu(a);
  emit(ctx, linear(a, f3w, &f3b, ctx.size("nc")));
}
