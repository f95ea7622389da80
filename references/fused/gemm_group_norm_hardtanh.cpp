// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = F.group_norm(z, g, gw, gb, eps);
// y = F.hardtanh(z, lo, hi)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(gemm_group_norm_hardtanh) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView gw = ctx.in("gw");
  const km::ConstView gb = ctx.in("gb");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  const int64_t g = ctx.size("g");
  const double lo = ctx.param("lo");
  const double hi = ctx.param("hi");
  const double eps = ctx.param("eps");
  Act a = linear(from_input(x, m, k), W, &b, n);
  group_norm(a, g, eps, &gw, &gb);
  map(a, [&](double z) { return clamp(z, lo, hi); },
      [&](double z) { return dclamp(z, lo, hi); });
  emit(ctx, a);
}
