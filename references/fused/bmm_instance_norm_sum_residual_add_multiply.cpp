// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = F.instance_norm(z[:, None, None, :], eps=eps)[:, 0, 0, :];
// y = (z + r) * r
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(bmm_instance_norm_sum_residual_add_multiply) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView r = ctx.in("r");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  const double eps = ctx.param("eps");
  Act a = linear(from_input(x, m, k), W, &b, n);
  group_norm(a, 1, eps, nullptr, nullptr);
  for (int64_t i = 0; i < a.numel(); ++i) {  // (z + r) * r
    a.s[i] = std::fabs(r[i]) * (a.t(i) + std::fabs(r[i]));
    a.v[i] = (a.v[i] + r[i]) * r[i];
  }
  emit(ctx, a);
}
