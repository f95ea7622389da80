// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = z * multiplier;
// y = F.leaky_relu(z, slope)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(gemm_multiply_leaky_relu) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  const double multiplier = ctx.param("multiplier");
  const double slope = ctx.param("slope");
  Act a = linear(from_input(x, m, k), W, &b, n);
  map(a, [&](double z) { return z * multiplier; },
      [&](double) { return multiplier; });
  map(a, [&](double z) { return leaky(z, slope); },
      [&](double z) { return dleaky(z, slope); });
  emit(ctx, a);
}
