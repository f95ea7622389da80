// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused_conv.hpp"

// z = F.conv3d(x, W, b)
// z = torch.softmax(z, dim=1)
// z = F.max_pool3d(z, p)
// y = F.max_pool3d(z, p)
// in double through the fused family's shared routines (fused.hpp, fused_conv.hpp), with each
// output's term size.
KM_REFERENCE(conv3d_softmax_max_pool_max_pool) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
  const int64_t d = ctx.size("d");
  const int64_t h = ctx.size("h");
  const int64_t w = ctx.size("w");
  const int64_t co = ctx.size("co");
  const int64_t k = ctx.size("k");
  const int64_t p = ctx.size("p");
  Act a = conv_front(cube_geom(3, false, n, ci, d, h, w, co, k), x, W, &b);
  softmax_channels(a);
  a = pool3d(a, p, true);
  a = pool3d(a, p, true);
  emit(ctx, a);
}
