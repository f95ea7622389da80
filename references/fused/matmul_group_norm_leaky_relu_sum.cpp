// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = F.group_norm(z, g, gw, gb, eps);
// z = F.leaky_relu(z, slope);
// y = z + z
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(matmul_group_norm_leaky_relu_sum) {
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
  const double slope = ctx.param("slope");
  const double eps = ctx.param("eps");
  Act a = linear(from_input(x, m, k), W, &b, n);
  group_norm(a, g, eps, &gw, &gb);
  map(a, [&](double z) { return leaky(z, slope); },
      [&](double z) { return dleaky(z, slope); });
  map(a, [&](double z) { return z + z; },
      [&](double) { return 2.0; });
  emit(ctx, a);
}
