// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.conv2d(x, W, b);
// z = torch.min(z, torch.tensor(c, dtype=z.dtype));
// z = z + bias;
// y = z * scale
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(conv2d_min_add_multiply) {
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
  const double c = ctx.param("c");
  const double scale = ctx.param("scale");
  Act a = conv2d(x, W, &b, n, ci, h, w, co, k);
  map(a, [&](double z) { return std::min(z, c); },
      [&](double z) { return z < c ? 1.0 : 0.0; });
  channel_add(a, bias);
  map(a, [&](double z) { return z * scale; },
      [&](double) { return scale; });
  emit(ctx, a);
}
