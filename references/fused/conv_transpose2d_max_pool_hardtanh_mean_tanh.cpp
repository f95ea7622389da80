// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused_conv.hpp"

// z = F.conv_transpose2d(x, W, b, stride=s, padding=pad, output_padding=opad)
// z = F.max_pool2d(z, p)
// z = F.hardtanh(z, lo, hi)
// z = torch.mean(z, dim=(2, 3), keepdim=True)
// y = torch.tanh(z)
// in double through the fused family's shared routines (fused.hpp, fused_conv.hpp), with each
// output's term size.
KM_REFERENCE(conv_transpose2d_max_pool_hardtanh_mean_tanh) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
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
  Act a = conv_front(cube_geom(2, true, n, ci, 1, h, w, co, k, s, pad, opad), x, W, &b);
  a = pool2d(a, p, true);
  map(a, [&](double z) { return clamp(z, lo, hi); },
      [&](double z) { return dclamp(z, lo, hi); });
  a = spatial_mean(a);
  map(a, [&](double z) { return std::tanh(z); },
      [&](double z) { return dtanh(z); });
  emit(ctx, a);
}
