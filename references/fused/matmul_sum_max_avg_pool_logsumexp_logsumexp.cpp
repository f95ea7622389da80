// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = torch.sum(z, dim=1, keepdim=True);
// z = torch.max(z, dim=1, keepdim=True)[0];
// z = torch.mean(z, dim=1, keepdim=True);
// z = torch.logsumexp(z, dim=1, keepdim=True);
// y = torch.logsumexp(z, dim=1, keepdim=True)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(matmul_sum_max_avg_pool_logsumexp_logsumexp) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  Act a = linear(from_input(x, m, k), W, &b, n);
  a = reduce_channels(a, Red::sum);
  a = reduce_channels(a, Red::max);
  a = reduce_channels(a, Red::mean);
  a = reduce_channels(a, Red::logsumexp);
  a = reduce_channels(a, Red::logsumexp);
  emit(ctx, a);
}
