// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = torch.matmul(x, W.T);
// z = z / 2.0;
// z = torch.sum(z, dim=1, keepdim=True);
// y = z * scale
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(gemm_divide_sum_scaling) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  const double scale = ctx.param("scale");
  Act a = linear(from_input(x, m, k), W, nullptr, n);
  map(a, [&](double z) { return z / 2.0; },
      [&](double) { return 1.0 / 2.0; });
  a = reduce_channels(a, Red::sum);
  map(a, [&](double z) { return z * scale; },
      [&](double) { return scale; });
  emit(ctx, a);
}
