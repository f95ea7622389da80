// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused_conv.hpp"

// z = F.conv3d(x, W, b)
// z = F.leaky_relu(z, slope)
// z = z + sum_tensor
// z = torch.clamp(z, lo, hi)
// y = F.gelu(z)
// in double through the fused family's shared routines (fused.hpp, fused_conv.hpp), with each
// output's term size.
KM_REFERENCE(conv3d_leaky_relu_sum_clamp_gelu) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView sum_tensor = ctx.in("sum_tensor");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
  const int64_t d = ctx.size("d");
  const int64_t h = ctx.size("h");
  const int64_t w = ctx.size("w");
  const int64_t co = ctx.size("co");
  const int64_t k = ctx.size("k");
  const double slope = ctx.param("slope");
  const double lo = ctx.param("lo");
  const double hi = ctx.param("hi");
  Act a = conv_front(cube_geom(3, false, n, ci, d, h, w, co, k), x, W, &b);
  map(a, [&](double z) { return leaky(z, slope); },
      [&](double z) { return dleaky(z, slope); });
  channel_add(a, sum_tensor);
  map(a, [&](double z) { return clamp(z, lo, hi); },
      [&](double z) { return dclamp(z, lo, hi); });
  map_gelu(a);
  emit(ctx, a);
}
