// SPDX-License-Identifier: Apache-2.0
// Integer floor division (rounds toward -inf, unlike C's truncation), as torch.floor_divide on
// integer tensors; divisors are never 0. i8's -128 // -1 wraps to -128 as in torch.

#include <cmath>

#include "core/reference.hpp"

KM_REFERENCE(floor_divide) {
  auto x = ctx.in("x");
  auto y = ctx.in("y");
  auto z = ctx.out("z");
  const auto [lo, hi] = km::int_range(ctx.dtype);
  for (int64_t i = 0; i < z.numel(); ++i) {
    double q = std::floor(x[i] / y[i]);  // exact: |x|, |y| < 2^31 here, so x / y rounds once
    if (q > hi) q -= hi - lo + 1;        // the one overflow: MIN // -1
    z[i] = q;
  }
}
