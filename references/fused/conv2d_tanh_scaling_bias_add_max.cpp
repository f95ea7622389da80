// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "fused.hpp"

// z = F.conv2d(x, W, b);
// z = torch.tanh(z);
// z = z * scale;
// z = z + bias;
// y = F.max_pool2d(z, p)
// in double through the fused family's shared routines (fused.hpp), with each output's term size.
KM_REFERENCE(conv2d_tanh_scaling_bias_add_max) {
  using namespace km::fused;
  const km::ConstView x = ctx.in("x");
  const km::ConstView W = ctx.in("W");
  const km::ConstView b = ctx.in("b");
  const km::ConstView bias = ctx.in("bias");
  const int64_t n = ctx.size("n");
  const int64_t ci = ctx.size("ci");
  const int64_t h = ctx.size("h");
  const int64_t w = ctx.size("w");
  const int64_t co = ctx.size("co");
  const int64_t k = ctx.size("k");
  const int64_t p = ctx.size("p");
  const double scale = ctx.param("scale");
  Act a = conv2d(x, W, &b, n, ci, h, w, co, k);
  map(a, [&](double z) { return std::tanh(z); },
      [&](double z) { return dtanh(z); });
  map(a, [&](double z) { return z * scale; },
      [&](double) { return scale; });
  channel_add(a, bias);
  a = pool2d(a, p, true);
  emit(ctx, a);
}
