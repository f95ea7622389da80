// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// gx = 0 except gx[o, i, j] = gy[o, j] (outputs start zero-filled).
KM_REFERENCE(select_backward) {
  auto gy = ctx.in("gy");
  auto gx = ctx.out("gx");
  const int64_t outer = ctx.size("outer"), n = ctx.size("n"), inner = ctx.size("inner"), i = ctx.size("i");
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t j = 0; j < inner; ++j) gx[(o * n + i) * inner + j] = gy[o * inner + j];
}
