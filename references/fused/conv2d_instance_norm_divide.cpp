// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.conv2d(x, W, b);
// z = F.instance_norm(z, eps=eps);
// y = z / divisor
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(conv2d_instance_norm_divide) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
  const int64_t h = ctx.size("h");
  const int64_t w = ctx.size("w");
  const int64_t co = ctx.size("co");
  const int64_t k = ctx.size("k");
  const double divisor = ctx.param("divisor");
  const double eps = ctx.param("eps");
  Act a = conv2d(x, W, &b, n, ci, h, w, co, k);
  group_norm(a, a.C, eps, nullptr, nullptr);
  map(a, [&](double z) { return z / divisor; },
      [&](double) { return 1.0 / divisor; });
  emit(ctx, a);
}
