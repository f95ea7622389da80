// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = torch.min(z, torch.tensor(c, dtype=z.dtype));
// y = z - c
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(matmul_min_subtract) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  const double c = ctx.param("c");
  Act a = linear(from_input(x, m, k), W, &b, n);
  map(a, [&](double z) { return std::min(z, c); },
      [&](double z) { return z < c ? 1.0 : 0.0; });
  map(a, [&](double z) { return z - c; },
      [&](double) { return 1.0; }, std::fabs(c));
  emit(ctx, a);
}
