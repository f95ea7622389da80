// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = torch.sigmoid(z) * z;
// z = z + bias;
// y = F.group_norm(z, g, gw, gb, eps)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(matmul_swish_sum_group_norm) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView bias = ctx.in("bias");
  const km::ConstView gw = ctx.in("gw");
  const km::ConstView gb = ctx.in("gb");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  const int64_t g = ctx.size("g");
  const double eps = ctx.param("eps");
  Act a = linear(from_input(x, m, k), W, &b, n);
  map(a, [&](double z) { return swish(z); },
      [&](double z) { return dswish(z); });
  channel_add(a, bias);
  group_norm(a, g, eps, &gw, &gb);
  emit(ctx, a);
}
