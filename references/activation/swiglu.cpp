// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// y[o, j, i] = silu(x[o, j, i]) * x[o, h + j, i], silu(a) = a / (1 + exp(-a)), in double.
KM_REFERENCE(swiglu) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t outer = ctx.size("outer"), h = ctx.size("h"), inner = ctx.size("inner");
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t k = 0; k < h * inner; ++k) {
      const double a = x[o * 2 * h * inner + k], g = x[o * 2 * h * inner + h * inner + k];
      y[o * h * inner + k] = a / (1.0 + std::exp(-a)) * g;
    }
}
