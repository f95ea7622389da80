// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "convnet.hpp"

// KernelBench level 3 #5 (AlexNet) at base width c: conv11x11/4 (padding 2) + ReLU + maxpool 3/2,
// conv5x5 (padding 2) + ReLU + maxpool 3/2, three conv3x3 (padding 1) + ReLU, maxpool 3/2, the
// channel-major flattening, Linear + ReLU twice and the last Linear (the Dropouts have p = 0); in
// double through the shared routines (model.hpp, fused.hpp), with each output's term size.
KM_REFERENCE(alexnet) {
  using namespace km::model;
  const int64_t c = ctx.size("c"), f = ctx.size("f");
  auto conv = [&](const Act& a, const char* w, const char* b, int64_t co, int64_t k, int64_t s,
                  int64_t p) {
    const km::ConstView W = ctx.in(w), B = ctx.in(b);
    Act y = conv2d(a, W, &B, co, k, s, p);
    relu(y);
    return y;
  };
  Act a = input(ctx.in("x"), ctx.size("n"), 3, ctx.size("h"), ctx.size("w"));
  a = max_pool(conv(a, "c1w", "c1b", 3 * c, 11, 4, 2), 3, 2, 0);
  a = max_pool(conv(a, "c2w", "c2b", 8 * c, 5, 1, 2), 3, 2, 0);
  a = conv(a, "c3w", "c3b", 12 * c, 3, 1, 1);
  a = conv(a, "c4w", "c4b", 12 * c, 3, 1, 1);
  a = max_pool(conv(a, "c5w", "c5b", 8 * c, 3, 1, 1), 3, 2, 0);
  const km::ConstView f1w = ctx.in("fc1w"), f1b = ctx.in("fc1b"), f2w = ctx.in("fc2w");
  const km::ConstView f2b = ctx.in("fc2b"), f3w = ctx.in("fc3w"), f3b = ctx.in("fc3b");
  a = km::fused::linear(a, f1w, &f1b, f);  // [n, 8c, q, q'] read as [n, 8c q q']
  relu(a);
  a = km::fused::linear(a, f2w, &f2b, f);
  relu(a);
  km::fused::emit(ctx, km::fused::linear(a, f3w, &f3b, ctx.size("nc")));
}
