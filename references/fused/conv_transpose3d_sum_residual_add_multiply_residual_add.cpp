// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused_conv.hpp"

// z = F.conv_transpose3d(x, W, b, stride=s, padding=pad, output_padding=opad)
// z0 = z
// z = z + bias
// z = z + z0
// z = z * z0
// z = z + z0
// y = z
// in double through the fused family's shared routines (fused.hpp, fused_conv.hpp), with each
// output's term size.
KM_REFERENCE(conv_transpose3d_sum_residual_add_multiply_residual_add) {
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
  const int64_t s = ctx.size("s");
  const int64_t pad = ctx.size("pad");
  const int64_t opad = ctx.size("opad");
  Act a = conv_front(cube_geom(3, true, n, ci, d, h, w, co, k, s, pad, opad), x, W, &b);
  {  // z0 = z; z = ((z + bias) + z0) * z0 + z0
    const int64_t S = a.S();
    for (int64_t i = 0; i < a.numel(); ++i) {
      const double z0 = a.v[i], t0 = a.t(i), bc = bias[(i / S) % a.C];
      const double u = z0 + bc + z0;
      a.v[i] = u * z0 + z0;
      a.s[i] = (std::fabs(u) + 2.0 * std::fabs(z0) + 1.0) * t0 + std::fabs(bc * z0);
    }
  }
  emit(ctx, a);
}
