// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = F.batch_norm(z, None, None, bw, bb, training=True, eps=eps);
// z = z + bias;
// z = z / divisor;
// y = z * torch.sigmoid(z)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(matmul_batch_norm_bias_add_divide_swish) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView bw = ctx.in("bw");
  const km::ConstView bb = ctx.in("bb");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  const double bias = ctx.param("bias");
  const double divisor = ctx.param("divisor");
  const double eps = ctx.param("eps");
  Act a = linear(from_input(x, m, k), W, &b, n);
  batch_norm_train(a, eps, &bw, &bb);
  map(a, [&](double z) { return z + bias; },
      [&](double) { return 1.0; }, std::fabs(bias));
  map(a, [&](double z) { return z / divisor; },
      [&](double) { return 1.0 / divisor; });
  map(a, [&](double z) { return swish(z); },
      [&](double z) { return dswish(z); });
  emit(ctx, a);
}
