// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.conv2d(x, W, b);
// z = F.gelu(z);
// y = F.adaptive_avg_pool2d(z, 1).squeeze(-1).squeeze(-1)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(conv2d_gelu_global_avg_pool) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
  const int64_t h = ctx.size("h");
  const int64_t w = ctx.size("w");
  const int64_t co = ctx.size("co");
  const int64_t k = ctx.size("k");
  Act a = conv2d(x, W, &b, n, ci, h, w, co, k);
  map_gelu(a);
  a = spatial_mean(a);
  emit(ctx, a);
}
