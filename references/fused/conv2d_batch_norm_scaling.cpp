// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.conv2d(x, W, b);
// z = F.batch_norm(z, None, None, bw, bb, training=True, eps=eps);
// y = z * scale
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(conv2d_batch_norm_scaling) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView bw = ctx.in("bw");
  const km::ConstView bb = ctx.in("bb");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
  const int64_t h = ctx.size("h");
  const int64_t w = ctx.size("w");
  const int64_t co = ctx.size("co");
  const int64_t k = ctx.size("k");
  const double scale = ctx.param("scale");
  const double eps = ctx.param("eps");
  Act a = conv2d(x, W, &b, n, ci, h, w, co, k);
  batch_norm_train(a, eps, &bw, &bb);
  map(a, [&](double z) { return z * scale; },
      [&](double) { return scale; });
  emit(ctx, a);
}
