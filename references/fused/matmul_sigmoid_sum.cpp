// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = torch.sigmoid(z);
// y = torch.sum(z, dim=1, keepdim=True)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(matmul_sigmoid_sum) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  Act a = linear(from_input(x, m, k), W, &b, n);
  map(a, [&](double z) { return sigmoid(z); },
      [&](double z) { return dsigmoid(z); });
  a = reduce_channels(a, Red::sum);
  emit(ctx, a);
}
