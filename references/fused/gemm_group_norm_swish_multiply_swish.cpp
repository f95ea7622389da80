// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = F.group_norm(z, g, gw, gb, eps);
// z = z * torch.sigmoid(z);
// z = z * mw;
// y = z * torch.sigmoid(z)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(gemm_group_norm_swish_multiply_swish) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView gw = ctx.in("gw");
  const km::ConstView gb = ctx.in("gb");
  const km::ConstView mw = ctx.in("mw");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  const int64_t g = ctx.size("g");
  const double eps = ctx.param("eps");
  Act a = linear(from_input(x, m, k), W, &b, n);
  group_norm(a, g, eps, &gw, &gb);
  map(a, [&](double z) { return swish(z); },
      [&](double z) { return dswish(z); });
  channel_mul(a, mw);
  map(a, [&](double z) { return swish(z); },
      [&](double z) { return dswish(z); });
  emit(ctx, a);
}
