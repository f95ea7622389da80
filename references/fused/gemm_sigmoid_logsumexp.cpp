// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = torch.sigmoid(z);
// z = F.linear(z, W2, b2);
// y = torch.logsumexp(z, dim=1, keepdim=False)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(gemm_sigmoid_logsumexp) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView W2 = ctx.in("W2");
  const km::ConstView b2 = ctx.in("b2");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t hd = ctx.size("hd");
  const int64_t n = ctx.size("n");
  Act a = linear(from_input(x, m, k), W, &b, hd);
  map(a, [&](double z) { return sigmoid(z); },
      [&](double z) { return dsigmoid(z); });
  a = linear(a, W2, &b2, n);
  a = reduce_channels(a, Red::logsumexp);
  emit(ctx, a);
}
