// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused_conv.hpp"

// z = F.conv_transpose2d(x, W, b, stride=s, padding=pad, output_padding=opad)
// z = F.batch_norm(z, None, None, bw, bb, training=True, eps=eps)
// z = torch.tanh(z)
// z = F.max_pool2d(z, p)
// y = F.group_norm(z, g, gw, gb, eps)
// in double through the fused family's shared routines (fused.hpp, fused_conv.hpp), with each
// output's term size.
KM_REFERENCE(conv_transpose2d_batch_norm_tanh_max_pool_group_norm) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView bw = ctx.in("bw");
  const km::ConstView bb = ctx.in("bb");
  const km::ConstView gw = ctx.in("gw");
  const km::ConstView gb = ctx.in("gb");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
  const int64_t h = ctx.size("h");
  const int64_t w = ctx.size("w");
  const int64_t co = ctx.size("co");
  const int64_t k = ctx.size("k");
  const int64_t s = ctx.size("s");
  const int64_t pad = ctx.size("pad");
  const int64_t opad = ctx.size("opad");
  const int64_t p = ctx.size("p");
  const int64_t g = ctx.size("g");
  const double eps = ctx.param("eps");
  Act a = conv_front(cube_geom(2, true, n, ci, 1, h, w, co, k, s, pad, opad), x, W, &b);
  batch_norm_train(a, eps, &bw, &bb);
  map(a, [&](double z) { return std::tanh(z); },
      [&](double z) { return dtanh(z); });
  a = pool2d(a, p, true);
  group_norm(a, g, eps, &gw, &gb);
  emit(ctx, a);
}
