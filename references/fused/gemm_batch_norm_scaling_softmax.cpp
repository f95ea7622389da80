// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = F.batch_norm(z, None, None, bw, bb, training=True, eps=eps);
// z = scale * z;
// y = torch.softmax(z, dim=1)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(gemm_batch_norm_scaling_softmax) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView bw = ctx.in("bw");
  const km::ConstView bb = ctx.in("bb");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  const double scale = ctx.param("scale");
  const double eps = ctx.param("eps");
  Act a = linear(from_input(x, m, k), W, &b, n);
  batch_norm_train(a, eps, &bw, &bb);
  map(a, [&](double z) { return scale * z; },
      [&](double) { return scale; });
  softmax_channels(a);
  emit(ctx, a);
}
