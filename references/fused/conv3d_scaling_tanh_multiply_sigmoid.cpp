// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused_conv.hpp"

// z = F.conv3d(x, W, b)
// z = z * scaling_factor
// z = torch.tanh(z)
// z = z * bias
// y = torch.sigmoid(z)
// in double through the fused family's shared routines (fused.hpp, fused_conv.hpp), with each
// output's term size.
KM_REFERENCE(conv3d_scaling_tanh_multiply_sigmoid) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView scaling_factor = ctx.in("scaling_factor");
  const km::ConstView bias = ctx.in("bias");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
  const int64_t d = ctx.size("d");
  const int64_t h = ctx.size("h");
  const int64_t w = ctx.size("w");
  const int64_t co = ctx.size("co");
  const int64_t k = ctx.size("k");
  Act a = conv_front(cube_geom(3, false, n, ci, d, h, w, co, k), x, W, &b);
  channel_mul(a, scaling_factor);
  map(a, [&](double z) { return std::tanh(z); },
      [&](double z) { return dtanh(z); });
  channel_mul(a, bias);
  map(a, [&](double z) { return sigmoid(z); },
      [&](double z) { return dsigmoid(z); });
  emit(ctx, a);
}
