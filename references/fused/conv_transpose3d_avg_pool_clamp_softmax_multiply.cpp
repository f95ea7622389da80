// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused_conv.hpp"

// xp = F.avg_pool3d(x, p)
// z = F.conv_transpose3d(xp, W, b, stride=s, padding=pad, output_padding=opad)
// z = torch.clamp(z, lo, hi)
// z = torch.softmax(z.flatten(2), dim=2).view(z.shape)
// y = z * scale
// in double through the fused family's shared routines (fused.hpp, fused_conv.hpp), with each
// output's term size.
KM_REFERENCE(conv_transpose3d_avg_pool_clamp_softmax_multiply) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView scale = ctx.in("scale");
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
  const double lo = ctx.param("lo");
  const double hi = ctx.param("hi");
  const std::vector<double> xp = avg_pool_input(x, n, ci, d, h, w, p);
  Act a = conv_front(cube_geom(3, true, n, ci, d / p, h / p, w / p, co, k, s, pad, opad), xp, static_cast<int64_t>(xp.size()), W, &b);
  map(a, [&](double z) { return clamp(z, lo, hi); },
      [&](double z) { return dclamp(z, lo, hi); });
  softmax_spatial(a);
  channel_mul(a, scale);
  emit(ctx, a);
}
