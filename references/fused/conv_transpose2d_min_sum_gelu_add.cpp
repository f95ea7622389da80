// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused_conv.hpp"

// z = F.conv_transpose2d(x, W, b, stride=s, padding=pad, output_padding=opad)
// z = torch.min(z, dim=1, keepdim=True)[0]
// z = torch.sum(z, dim=2, keepdim=True)
// z = F.gelu(z)
// y = z + bias
// in double through the fused family's shared routines (fused.hpp, fused_conv.hpp), with each
// output's term size.
KM_REFERENCE(conv_transpose2d_min_sum_gelu_add) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView bias = ctx.in("bias");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
  const int64_t h = ctx.size("h");
  const int64_t w = ctx.size("w");
  const int64_t co = ctx.size("co");
  const int64_t k = ctx.size("k");
  const int64_t s = ctx.size("s");
  const int64_t pad = ctx.size("pad");
  const int64_t opad = ctx.size("opad");
  Act a = conv_front(cube_geom(2, true, n, ci, 1, h, w, co, k, s, pad, opad), x, W, &b);
  a = reduce_channels(a, Red::min);
  a = reduce_axis(a, 3, Red::sum);
  map_gelu(a);
  map(a, [&](double z) { return z + bias[0]; }, [&](double) { return 1.0; }, std::fabs(bias[0]));
  emit(ctx, a);
}
