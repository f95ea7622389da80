// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused_conv.hpp"

// z = F.conv3d(x, W, b, padding=pad)
// z = F.max_pool3d(z, p)
// z = torch.logsumexp(z, dim=1, keepdim=True)
// y = torch.relu(z)
// in double through the fused family's shared routines (fused.hpp, fused_conv.hpp), with each
// output's term size.
KM_REFERENCE(conv3d_max_logsumexp_relu) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
  const int64_t d = ctx.size("d");
  const int64_t h = ctx.size("h");
  const int64_t w = ctx.size("w");
  const int64_t co = ctx.size("co");
  const int64_t k = ctx.size("k");
  const int64_t pad = ctx.size("pad");
  const int64_t p = ctx.size("p");
  Act a = conv_front(cube_geom(3, false, n, ci, d, h, w, co, k, 1, pad), x, W, &b);
  a = pool3d(a, p, true);
  a = reduce_channels(a, Red::logsumexp);
  map(a, [&](double z) { return z > 0 ? z : 0.0; },
      [&](double z) { return z > 0 ? 1.0 : 0.0; });
  emit(ctx, a);
}
