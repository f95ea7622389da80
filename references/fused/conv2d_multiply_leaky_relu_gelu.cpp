// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.conv2d(x, W, b);
// z = z * multiplier;
// z = F.leaky_relu(z, 0.01);
// y = F.gelu(z)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(conv2d_multiply_leaky_relu_gelu) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView multiplier = ctx.in("multiplier");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
  const int64_t h = ctx.size("h");
  const int64_t w = ctx.size("w");
  const int64_t co = ctx.size("co");
  const int64_t k = ctx.size("k");
  Act a = conv2d(x, W, &b, n, ci, h, w, co, k);
  channel_mul(a, multiplier);
  map(a, [&](double z) { return leaky(z, 0.01); },
      [&](double z) { return dleaky(z, 0.01); });
  map_gelu(a);
  emit(ctx, a);
}
