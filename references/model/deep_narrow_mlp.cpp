// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "model.hpp"

// KernelBench level 3 #3 (DeepNarrowMLP): Linear(k, h)-ReLU, then L - 1 stacked Linear(h, h)-ReLU
// layers (Wh [L - 1, h, h], bh [L - 1, h]), then Linear(h, n); in double through the shared
// routines (fused.hpp), with each output's term size.
KM_REFERENCE(deep_narrow_mlp) {
  using namespace km::fused;
  const int64_t m = ctx.size("m"), k = ctx.size("k"), h = ctx.size("h"), L = ctx.size("L");
  const km::ConstView W0 = ctx.in("W0"), b0 = ctx.in("b0"), Wh = ctx.in("Wh"), bh = ctx.in("bh");
  const km::ConstView Wo = ctx.in("Wo"), bo = ctx.in("bo");
  Act a = linear(from_input(ctx.in("x"), m, k), W0, &b0, h);
  km::model::relu(a);
  for (int64_t l = 0; l + 1 < L; ++l) {
    a = km::model::linear_layer(a, Wh, bh, l, h);
    km::model::relu(a);
  }
  emit(ctx, linear(a, Wo, &bo, ctx.size("n")));
}
