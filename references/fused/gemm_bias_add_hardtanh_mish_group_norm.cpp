// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = z + bias;
// z = F.hardtanh(z, -1.0, 1.0);
// z = F.mish(z);
// y = F.group_norm(z, g, gw, gb, eps)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(gemm_bias_add_hardtanh_mish_group_norm) {
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
  channel_add(a, bias);
  map(a, [&](double z) { return clamp(z, -1.0, 1.0); },
      [&](double z) { return dclamp(z, -1.0, 1.0); });
  map(a, [&](double z) { return mish(z); },
      [&](double z) { return dmish(z); });
  group_norm(a, g, eps, &gw, &gb);
  emit(ctx, a);
}
