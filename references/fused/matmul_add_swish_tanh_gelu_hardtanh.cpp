// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.linear(x, W, b);
// z = z + add_value;
// z = torch.sigmoid(z) * z;
// z = torch.tanh(z);
// z = F.gelu(z);
// y = F.hardtanh(z, -1.0, 1.0)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(matmul_add_swish_tanh_gelu_hardtanh) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView add_value = ctx.in("add_value");
  const int64_t m = ctx.size("m");
  const int64_t k = ctx.size("k");
  const int64_t n = ctx.size("n");
  Act a = linear(from_input(x, m, k), W, &b, n);
  channel_add(a, add_value);
  map(a, [&](double z) { return swish(z); },
      [&](double z) { return dswish(z); });
  map(a, [&](double z) { return std::tanh(z); },
      [&](double z) { return dtanh(z); });
  map_gelu(a);
  map(a, [&](double z) { return clamp(z, -1.0, 1.0); },
      [&](double z) { return dclamp(z, -1.0, 1.0); });
  emit(ctx, a);
}
