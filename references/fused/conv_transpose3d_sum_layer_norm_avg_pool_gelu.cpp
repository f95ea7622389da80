// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused_conv.hpp"

// z = F.conv_transpose3d(x, W, b, stride=s, padding=pad, output_padding=opad)
// z = z + sum_weight
// z = F.layer_norm(z, (z.shape[-1],), lw, lb, eps)
// z = F.avg_pool3d(z, p)
// y = F.gelu(z)
// in double through the fused family's shared routines (fused.hpp, fused_conv.hpp), with each
// output's term size.
KM_REFERENCE(conv_transpose3d_sum_layer_norm_avg_pool_gelu) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView sum_weight = ctx.in("sum_weight");
  const km::ConstView lw = ctx.in("lw");
  const km::ConstView lb = ctx.in("lb");
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
  const int64_t p = ctx.size("p");
  const double eps = ctx.param("eps");
  Act a = conv_front(cube_geom(3, true, n, ci, d, h, w, co, k, s, pad, opad), x, W, &b);
  map(a, [&](double z) { return z + sum_weight[0]; }, [&](double) { return 1.0; }, std::fabs(sum_weight[0]));
  layer_norm_last(a, eps, &lw, &lb);
  a = pool3d(a, p, false);
  map_gelu(a);
  emit(ctx, a);
}
