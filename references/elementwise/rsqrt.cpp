// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// 1 / sqrt(x) in double: sqrt(-0) is -0, so -0 gives -inf; negative inputs give NaN.
KM_REFERENCE(rsqrt) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  for (int64_t i = 0; i < x.numel(); ++i) {
    const double v = x[i];
    y[i] = 1.0 / std::sqrt(v);
  }
}
