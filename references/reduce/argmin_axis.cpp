// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// First index of the smallest value of each column x[o, :, i]. As torch.argmin: NaN counts as beating
// every number (the first NaN wins), and among equal values the first (lowest) index wins.
KM_REFERENCE(argmin_axis) {
  auto x = ctx.in("x");
  auto idx = ctx.out("idx");
  const int64_t outer = ctx.size("outer"), d = ctx.size("d"), inner = ctx.size("inner");
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) {
      auto at = [&](int64_t k) { return x[(o * d + k) * inner + i]; };
      int64_t best = 0;
      for (int64_t k = 1; k < d && at(best) == at(best); ++k)
        if (at(k) < at(best) || at(k) != at(k)) best = k;
      idx[o * inner + i] = static_cast<double>(best);
    }
}
