// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// In place: out("logits") starts as the initial logits; only the penalised tokens change.
KM_REFERENCE(apply_repetition_penalties) {
  auto pm = ctx.in("prompt_mask");
  auto om = ctx.in("output_mask");
  auto pen = ctx.in("penalties");
  auto logits = ctx.out("logits");
  const int64_t s = ctx.size("s"), v = ctx.size("v");
  for (int64_t r = 0; r < s; ++r)
    for (int64_t j = 0; j < v; ++j) {
      const int64_t i = r * v + j;
      if (pm[i] == 0 && om[i] == 0) continue;
      logits[i] = logits[i] > 0 ? logits[i] / pen[r] : logits[i] * pen[r];
    }
}
