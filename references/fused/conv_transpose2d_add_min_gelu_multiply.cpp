// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused_conv.hpp"

// z = F.conv_transpose2d(x, W, b, stride=s, padding=pad, output_padding=opad)
// z = z + add_value
// z = torch.min(z, torch.tensor(0.0, dtype=z.dtype))
// z = F.gelu(z)
// y = z * multiply_value
// in double through the fused family's shared routines (fused.hpp, fused_conv.hpp), with each
// output's term size.
KM_REFERENCE(conv_transpose2d_add_min_gelu_multiply) {
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
  const double add_value = ctx.param("add_value");
  const double multiply_value = ctx.param("multiply_value");
  Act a = conv_front(cube_geom(2, true, n, ci, 1, h, w, co, k, s, pad, opad), x, W, &b);
  map(a, [&](double z) { return z + add_value; },
      [&](double) { return 1.0; }, std::fabs(add_value));
  map(a, [&](double z) { return std::min(z, 0.0); },
      [&](double z) { return z < 0.0 ? 1.0 : 0.0; });
  map_gelu(a);
  map(a, [&](double z) { return z * multiply_value; },
      [&](double) { return multiply_value; });
  emit(ctx, a);
}
