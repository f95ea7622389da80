// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.conv2d(x, W, b);
// z = F.avg_pool2d(z, p);
// z = torch.sigmoid(z);
// y = torch.sum(z, dim=[1, 2, 3])
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(conv2d_avg_pool_sigmoid_sum) {
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
  const int64_t p = ctx.size("p");
  Act a = conv2d(x, W, &b, n, ci, h, w, co, k);
  a = pool2d(a, p, false);
  map(a, [&](double z) { return sigmoid(z); },
      [&](double z) { return dsigmoid(z); });
  a = reduce_sample(a, false);
  emit(ctx, a);
}
