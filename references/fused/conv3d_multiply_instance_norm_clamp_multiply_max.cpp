// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused_conv.hpp"

// z = F.conv3d(x, W, b)
// z = z * multiplier
// z = F.instance_norm(z, eps=eps)
// z = torch.clamp(z, lo, hi)
// z = z * multiplier
// y = torch.max(z, dim=1, keepdim=False)[0]
// in double through the fused family's shared routines (fused.hpp, fused_conv.hpp), with each
// output's term size.
KM_REFERENCE(conv3d_multiply_instance_norm_clamp_multiply_max) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView multiplier = ctx.in("multiplier");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
  const int64_t d = ctx.size("d");
  const int64_t h = ctx.size("h");
  const int64_t w = ctx.size("w");
  const int64_t co = ctx.size("co");
  const int64_t k = ctx.size("k");
  const double lo = ctx.param("lo");
  const double hi = ctx.param("hi");
  const double eps = ctx.param("eps");
  Act a = conv_front(cube_geom(3, false, n, ci, d, h, w, co, k), x, W, &b);
  channel_mul(a, multiplier);
  group_norm(a, a.C, eps, nullptr, nullptr);
  map(a, [&](double z) { return clamp(z, lo, hi); },
      [&](double z) { return dclamp(z, lo, hi); });
  channel_mul(a, multiplier);
  a = reduce_channels(a, Red::max);
  emit(ctx, a);
}
