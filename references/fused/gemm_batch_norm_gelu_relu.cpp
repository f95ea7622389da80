// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = F.batch_norm(z, None, None, bw, bb, training=True, eps=eps);
// z = F.gelu(z);
// y = torch.relu(z)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(gemm_batch_norm_gelu_relu) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView bw = ctx.in("bw");
  const km::ConstView bb = ctx.in("bb");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  const double eps = ctx.param("eps");
  Act a = linear(from_input(x, m, k), W, &b, n);
  batch_norm_train(a, eps, &bw, &bb);
  map_gelu(a);
  map(a, [&](double z) { return z > 0 ? z : 0.0; },
      [&](double z) { return z > 0 ? 1.0 : 0.0; });
  emit(ctx, a);
}
