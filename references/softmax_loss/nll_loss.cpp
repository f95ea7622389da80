// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// Weighted mean over the rows whose target is not ignore_index (-100); 0 / 0 = NaN when every
// row is ignored, as torch.
KM_REFERENCE(nll_loss) {
  auto logp = ctx.in("logp");
  auto target = ctx.in("target");
  auto w = ctx.in("w");
  auto loss = ctx.out("loss");
  const int64_t n = ctx.size("n"), c = ctx.size("c");
  double num = 0, den = 0;
  for (int64_t i = 0; i < n; ++i) {
    const auto t = static_cast<int64_t>(target[i]);
    if (t == -100) continue;
    num -= w[t] * logp[i * c + t];
    den += w[t];
  }
  loss[0] = num / den;
}
