// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.conv2d(x, W, b);
// z0 = z;
// z = F.group_norm(z, g, gw, gb, eps);
// z = torch.tanh(z);
// z = F.hardswish(z);
// z = z0 + z;
// y = torch.logsumexp(z, dim=1, keepdim=True)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(conv2d_group_norm_tanh_hardswish_residual_add_logsumexp) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
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
  const Act a0 = a;
  group_norm(a, g, eps, &gw, &gb);
  map(a, [&](double z) { return std::tanh(z); },
      [&](double z) { return dtanh(z); });
  map(a, [&](double z) { return hardswish(z); },
      [&](double z) { return dhardswish(z); });
  add(a, a0);
  a = reduce_channels(a, Red::logsumexp);
  emit(ctx, a);
}
