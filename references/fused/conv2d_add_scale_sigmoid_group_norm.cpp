// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.conv2d(x, W, b);
// z = z + bias;
// z = z * scale;
// z = torch.sigmoid(z);
// y = F.group_norm(z, g, gw, gb, eps)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(conv2d_add_scale_sigmoid_group_norm) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView bias = ctx.in("bias");
  const km::ConstView scale = ctx.in("scale");
  const km::ConstView gw = ctx.in("gw");
  const km::ConstView gb = ctx.in("gb");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
  const int64_t h = ctx.size("h");
  const int64_t w = ctx.size("w");
  const int64_t co = ctx.size("co");
  const int64_t k = ctx.size("k");
  const int64_t g = ctx.size("g");
  const double eps = ctx.param("eps");
  Act a = conv2d(x, W, &b, n, ci, h, w, co, k);
  channel_add(a, bias);
  channel_mul(a, scale);
  map(a, [&](double z) { return sigmoid(z); },
      [&](double z) { return dsigmoid(z); });
  group_norm(a, g, eps, &gw, &gb);
  emit(ctx, a);
}
