// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z0 = z;
// z = torch.sigmoid(z);
// z = z * scale;
// y = z + z0
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(gemm_sigmoid_scaling_residual_add) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  const double scale = ctx.param("scale");
  Act a = linear(from_input(x, m, k), W, &b, n);
  const Act a0 = a;
  map(a, [&](double z) { return sigmoid(z); },
      [&](double z) { return dsigmoid(z); });
  map(a, [&](double z) { return z * scale; },
      [&](double) { return scale; });
  add(a, a0);
  emit(ctx, a);
}
