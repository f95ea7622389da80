// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = F.avg_pool1d(z.unsqueeze(1), p).squeeze(1);
// z = F.gelu(z);
// z = z * scale;
// y = torch.max(z, dim=1, keepdim=False)[0]
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(matmul_avg_pool_gelu_scale_max) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  const int64_t p = ctx.size("p");
  const double scale = ctx.param("scale");
  Act a = linear(from_input(x, m, k), W, &b, n);
  a = pool_features(a, p, false);
  map_gelu(a);
  map(a, [&](double z) { return z * scale; },
      [&](double) { return scale; });
  a = reduce_channels(a, Red::max);
  emit(ctx, a);
}
