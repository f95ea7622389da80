// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// g_res = gy; g_h = gy * tanh(gate) * mask; g_gate = sum(gy * h * mask) * (1 - tanh(gate)^2).
KM_REFERENCE(tanh_gated_residual_add_backward) {
  auto gy = ctx.in("gy");
  auto h = ctx.in("h");
  auto mask = ctx.in("mask");
  const double t = std::tanh(ctx.in("gate")[0]);
  auto g_res = ctx.out("g_res");
  auto g_h = ctx.out("g_h");
  double sum = 0;
  for (int64_t i = 0; i < gy.numel(); ++i) {
    g_res[i] = gy[i];
    g_h[i] = gy[i] * t * mask[i];
    sum += gy[i] * h[i] * mask[i];
  }
  ctx.out("g_gate")[0] = sum * (1.0 - t * t);
}
