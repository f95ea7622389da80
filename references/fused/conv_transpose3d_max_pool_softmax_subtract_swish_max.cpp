// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused_conv.hpp"

// z = F.conv_transpose3d(x, W, b, stride=s, padding=pad, output_padding=opad)
// z = F.max_pool3d(z, p)
// z = torch.softmax(z, dim=1)
// z = z - subtract.view(1, -1, 1, 1, 1)
// z = torch.sigmoid(z) * z
// y = torch.max(z, dim=1, keepdim=False)[0]
// in double through the fused family's shared routines (fused.hpp, fused_conv.hpp), with each
// output's term size.
KM_REFERENCE(conv_transpose3d_max_pool_softmax_subtract_swish_max) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView subtract = ctx.in("subtract");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
  const int64_t d = ctx.size("d");
  const int64_t h = ctx.size("h");
  const int64_t w = ctx.size("w");
  const int64_t co = ctx.size("co");
  const int64_t k = ctx.size("k");
  const int64_t s = ctx.size("s");
  const int64_t pad = ctx.size("pad");
  const int64_t opad = ctx.size("opad");
  const int64_t p = ctx.size("p");
  Act a = conv_front(cube_geom(3, true, n, ci, d, h, w, co, k, s, pad, opad), x, W, &b);
  a = pool3d(a, p, true);
  softmax_channels(a);
  channel_add(a, subtract, -1.0);
  map(a, [&](double z) { return swish(z); },
      [&](double z) { return dswish(z); });
  a = reduce_channels(a, Red::max);
  emit(ctx, a);
}
