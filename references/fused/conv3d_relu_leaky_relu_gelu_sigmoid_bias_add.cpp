// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused_conv.hpp"

// z = F.conv3d(x, W, b)
// z = torch.relu(z)
// z = F.leaky_relu(z, slope)
// z = F.gelu(z)
// z = torch.sigmoid(z)
// y = z + bias
// in double through the fused family's shared routines (fused.hpp, fused_conv.hpp), with each
// output's term size.
KM_REFERENCE(conv3d_relu_leaky_relu_gelu_sigmoid_bias_add) {
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
  const double slope = ctx.param("slope");
  Act a = conv_front(cube_geom(3, false, n, ci, d, h, w, co, k), x, W, &b);
  map(a, [&](double z) { return z > 0 ? z : 0.0; },
      [&](double z) { return z > 0 ? 1.0 : 0.0; });
  map(a, [&](double z) { return leaky(z, slope); },
      [&](double z) { return dleaky(z, slope); });
  map_gelu(a);
  map(a, [&](double z) { return sigmoid(z); },
      [&](double z) { return dsigmoid(z); });
  channel_add(a, bias);
  emit(ctx, a);
}
