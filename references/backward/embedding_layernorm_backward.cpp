// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// g_h = gy * w * rstd; gw_emb[ids[t]] += g_h[t] (repeats accumulate);
// gw_norm = sum over tokens of gy * x * rstd.
KM_REFERENCE(embedding_layernorm_backward) {
  auto ids = ctx.in("ids");
  auto gy = ctx.in("gy");
  auto x = ctx.in("x");
  auto w = ctx.in("w");
  auto rstd = ctx.in("rstd");
  auto gw_emb = ctx.out("gw_emb");
  auto gw_norm = ctx.out("gw_norm");
  const int64_t tokens = ctx.size("b") * ctx.size("s"), hd = ctx.size("hd");
  for (int64_t t = 0; t < tokens; ++t) {
    const int64_t row = static_cast<int64_t>(ids[t]) * hd;
    for (int64_t j = 0; j < hd; ++j) {
      gw_emb[row + j] += gy[t * hd + j] * w[j] * rstd[t];
      gw_norm[j] += gy[t * hd + j] * x[t * hd + j] * rstd[t];
    }
  }
}
