// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = z / divisor;
// y = F.gelu(z)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(matmul_divide_gelu) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  const double divisor = ctx.param("divisor");
  Act a = linear(from_input(x, m, k), W, &b, n);
  map(a, [&](double z) { return z / divisor; },
      [&](double) { return 1.0 / divisor; });
  map_gelu(a);
  emit(ctx, a);
}
