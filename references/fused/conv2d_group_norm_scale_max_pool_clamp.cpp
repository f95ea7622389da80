// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.conv2d(x, W, b);
// z = F.group_norm(z, g, gw, gb, eps);
// z = z * scale;
// z = F.max_pool2d(z, p);
// y = torch.clamp(z, lo, hi)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(conv2d_group_norm_scale_max_pool_clamp) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView gw = ctx.in("gw");
  const km::ConstView gb = ctx.in("gb");
  const km::ConstView scale = ctx.in("scale");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
  const int64_t h = ctx.size("h");
  const int64_t w = ctx.size("w");
  const int64_t co = ctx.size("co");
  const int64_t k = ctx.size("k");
  const int64_t g = ctx.size("g");
  const int64_t p = ctx.size("p");
  const double lo = ctx.param("lo");
  const double hi = ctx.param("hi");
  const double eps = ctx.param("eps");
  Act a = conv2d(x, W, &b, n, ci, h, w, co, k);
  group_norm(a, g, eps, &gw, &gb);
  channel_mul(a, scale);
  a = pool2d(a, p, true);
  map(a, [&](double z) { return clamp(z, lo, hi); },
      [&](double z) { return dclamp(z, lo, hi); });
  emit(ctx, a);
}
