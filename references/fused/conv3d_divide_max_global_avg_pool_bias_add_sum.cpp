// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused_conv.hpp"

// z = F.conv3d(x, W, b)
// z = z / divisor
// z = F.max_pool3d(z, p)
// z = F.adaptive_avg_pool3d(z, 1)
// z = z + bias
// y = torch.sum(z, dim=1, keepdim=False)
// in double through the fused family's shared routines (fused.hpp, fused_conv.hpp), with each
// output's term size.
KM_REFERENCE(conv3d_divide_max_global_avg_pool_bias_add_sum) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView bias = ctx.in("bias");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
  const int64_t d = ctx.size("d");
  const int64_t h = ctx.size("h");
  const int64_t w = ctx.size("w");
  const int64_t co = ctx.size("co");
  const int64_t k = ctx.size("k");
  const int64_t p = ctx.size("p");
  const double divisor = ctx.param("divisor");
  Act a = conv_front(cube_geom(3, false, n, ci, d, h, w, co, k), x, W, &b);
  map(a, [&](double z) { return z / divisor; },
      [&](double) { return 1.0 / divisor; });
  a = pool3d(a, p, true);
  a = spatial_mean(a);
  channel_add(a, bias);
  a = reduce_channels(a, Red::sum);
  emit(ctx, a);
}
