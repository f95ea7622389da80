// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused_conv.hpp"

// z = F.conv3d(x, W, b)
// z = F.group_norm(z, g, gw, gb, eps)
// z = torch.minimum(z, lo); z = torch.clamp(z, lo, hi); y = dropout in eval mode (identity)
// in double through the fused family's shared routines (fused.hpp, fused_conv.hpp). Computed in
// full rather than written as lo, so a NaN in x reaches the output as torch's does (std::min and
// std::max return their first argument, NaN, when it is one; the derivatives are 0).
KM_REFERENCE(conv3d_group_norm_min_clamp_dropout) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView gw = ctx.in("gw");
  const km::ConstView gb = ctx.in("gb");
  const double eps = ctx.param("eps"), lo = ctx.param("lo"), hi = ctx.param("hi");
  Act a = conv_front(cube_geom(3, false, ctx.size("n"), ctx.size("ci"), ctx.size("d"),
                               ctx.size("h"), ctx.size("w"), ctx.size("co"), ctx.size("k")),
                     x, W, &b);
  group_norm(a, ctx.size("g"), eps, &gw, &gb);
  map(a, [&](double z) { return clamp(std::min(z, lo), lo, hi); }, [](double) { return 0.0; });
  emit(ctx, a);
}
