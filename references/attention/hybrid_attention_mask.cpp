// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[i, h, q, k] = k <= past + q, and for the last swa_heads heads also past + q - k < window
// (no inputs).
KM_REFERENCE(hybrid_attention_mask) {
  auto y = ctx.out("y");
  const int64_t b = ctx.size("b"), heads = ctx.size("heads"), swa = ctx.size("swa_heads");
  const int64_t t = ctx.size("t"), past = ctx.size("past"), kv = past + t;
  const int64_t window = static_cast<int64_t>(ctx.param("window"));
  int64_t at = 0;
  for (int64_t i = 0; i < b; ++i)
    for (int64_t h = 0; h < heads; ++h)
      for (int64_t q = 0; q < t; ++q)
        for (int64_t k = 0; k < kv; ++k) {
          const bool causal = k <= past + q;
          y[at++] = causal && (h < heads - swa || past + q - k < window) ? 1.0 : 0.0;
        }
}
