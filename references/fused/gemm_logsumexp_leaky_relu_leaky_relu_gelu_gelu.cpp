// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = torch.logsumexp(z, dim=1, keepdim=True);
// z = F.leaky_relu(z, 0.01);
// z = F.leaky_relu(z, 0.01);
// z = F.gelu(z);
// y = F.gelu(z)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(gemm_logsumexp_leaky_relu_leaky_relu_gelu_gelu) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  Act a = linear(from_input(x, m, k), W, &b, n);
  a = reduce_channels(a, Red::logsumexp);
  map(a, [&](double z) { return leaky(z, 0.01); },
      [&](double z) { return dleaky(z, 0.01); });
  map(a, [&](double z) { return leaky(z, 0.01); },
      [&](double z) { return dleaky(z, 0.01); });
  map_gelu(a);
  map_gelu(a);
  emit(ctx, a);
}
