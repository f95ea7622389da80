// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = z - sv;
// z = z * mv;
// y = torch.relu(z)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(matmul_subtract_multiply_relu) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  const double sv = ctx.param("sv");
  const double mv = ctx.param("mv");
  Act a = linear(from_input(x, m, k), W, &b, n);
  map(a, [&](double z) { return z - sv; },
      [&](double) { return 1.0; }, std::fabs(sv));
  map(a, [&](double z) { return z * mv; },
      [&](double) { return mv; });
  map(a, [&](double z) { return z > 0 ? z : 0.0; },
      [&](double z) { return z > 0 ? 1.0 : 0.0; });
  emit(ctx, a);
}
