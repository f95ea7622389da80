// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = z - sub;
// z = torch.mean(z, dim=1, keepdim=True);
// z = torch.logsumexp(z, dim=1, keepdim=True);
// z = F.gelu(z);
// y = z + x
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(gemm_subtract_global_avg_pool_logsumexp_gelu_residual_add) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView sub = ctx.in("sub");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  Act a = linear(from_input(x, m, k), W, &b, n);
  channel_add(a, sub, -1.0);
  a = reduce_channels(a, Red::mean);
  a = reduce_channels(a, Red::logsumexp);
  map_gelu(a);
  {  // [m, 1] + x [m, k] broadcasts to [m, k]
    Act o;
    o.resize(a.N, k, 1, 1);
    for (int64_t i = 0; i < a.N; ++i)
      for (int64_t q = 0; q < k; ++q) {
        o.v[i * k + q] = a.v[i] + x[i * k + q];
        o.s[i * k + q] = a.t(i) + std::fabs(x[i * k + q]);
      }
    a = o;
  }
  emit(ctx, a);
}
