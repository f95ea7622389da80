// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W);
// z = z + bias;
// y = torch.relu(z)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(gemm_add_relu) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView bias = ctx.in("bias");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  Act a = linear(from_input(x, m, k), W, nullptr, n);
  channel_add(a, bias);
  map(a, [&](double z) { return z > 0 ? z : 0.0; },
      [&](double z) { return z > 0 ? 1.0 : 0.0; });
  emit(ctx, a);
}
