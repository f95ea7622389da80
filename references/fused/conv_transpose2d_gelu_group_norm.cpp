// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused_conv.hpp"

// z = F.conv_transpose2d(x, W, b, stride=s, padding=pad, output_padding=opad)
// z = F.gelu(z)
// y = F.group_norm(z, g, gw, gb, eps)
// in double through the fused family's shared routines (fused.hpp, fused_conv.hpp), with each
// output's term size.
KM_REFERENCE(conv_transpose2d_gelu_group_norm) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView gw = ctx.in("gw");
  const km::ConstView gb = ctx.in("gb");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
  const int64_t h = ctx.size("h");
  const int64_t w = ctx.size("w");
  const int64_t co = ctx.size("co");
  const int64_t k = ctx.size("k");
  const int64_t s = ctx.size("s");
  const int64_t pad = ctx.size("pad");
  const int64_t opad = ctx.size("opad");
  const int64_t g = ctx.size("g");
  const double eps = ctx.param("eps");
  Act a = conv_front(cube_geom(2, true, n, ci, 1, h, w, co, k, s, pad, opad), x, W, &b);
  map_gelu(a);
  group_norm(a, g, eps, &gw, &gb);
  emit(ctx, a);
}
