// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = F.group_norm(z, g, gw, gb, eps);
// z = torch.min(z, dim=1, keepdim=True)[0];
// y = z + bias
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(gemm_group_norm_min_bias_add) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView gw = ctx.in("gw");
  const km::ConstView gb = ctx.in("gb");
  const km::ConstView bias = ctx.in("bias");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  const int64_t g = ctx.size("g");
  const double eps = ctx.param("eps");
  Act a = linear(from_input(x, m, k), W, &b, n);
  group_norm(a, g, eps, &gw, &gb);
  a = reduce_channels(a, Red::min);
  {  // [m, 1] + bias [1, n, 1, 1] broadcasts to [1, n, m, 1]: element (j, i) = z[i] + bias[j]
    Act o;
    o.resize(1, n, a.N, 1);
    for (int64_t jj = 0; jj < n; ++jj)
      for (int64_t i = 0; i < a.N; ++i) {
        o.v[jj * a.N + i] = a.v[i] + bias[jj];
        o.s[jj * a.N + i] = a.t(i) + std::fabs(bias[jj]);
      }
    a = o;
  }
  emit(ctx, a);
}
