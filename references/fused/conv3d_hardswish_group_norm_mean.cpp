// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused_conv.hpp"

// z = F.conv3d(x, W, b)
// z = F.hardswish(z)
// z = F.group_norm(z, g, gw, gb, eps)
// y = torch.mean(z, dim=[2, 3, 4])
// in double through the fused family's shared routines (fused.hpp, fused_conv.hpp), with each
// output's term size.
KM_REFERENCE(conv3d_hardswish_group_norm_mean) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView gw = ctx.in("gw");
  const km::ConstView gb = ctx.in("gb");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
  const int64_t d = ctx.size("d");
  const int64_t h = ctx.size("h");
  const int64_t w = ctx.size("w");
  const int64_t co = ctx.size("co");
  const int64_t k = ctx.size("k");
  const int64_t g = ctx.size("g");
  const double eps = ctx.param("eps");
  Act a = conv_front(cube_geom(3, false, n, ci, d, h, w, co, k), x, W, &b);
  map(a, [&](double z) { return hardswish(z); },
      [&](double z) { return dhardswish(z); });
  group_norm(a, g, eps, &gw, &gb);
  a = spatial_mean(a);
  emit(ctx, a);
}
