// SPDX-License-Identifier: Apache-2.0
#include <algorithm>

#include "core/reference.hpp"

// y[b, c, o] = sum of x over [o s - p, o s - p + k) inside the input, divided by torch's
// count_include_pad divisor min(start + k, l + p) - start (= k in floor mode).
KM_REFERENCE(avg_pool1d) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t planes = ctx.size("n") * ctx.size("c"), l = ctx.size("l");
  const int64_t k = ctx.size("k"), s = ctx.size("s"), p = ctx.size("p");
  const int64_t lo = (l + 2 * p - k) / s + 1;
  for (int64_t pl = 0; pl < planes; ++pl)
    for (int64_t o = 0; o < lo; ++o) {
      const int64_t start = o * s - p, end = std::min(start + k, l + p);
      double sum = 0;
      for (int64_t i = std::max<int64_t>(start, 0); i < std::min(end, l); ++i) sum += x[pl * l + i];
      y[pl * lo + o] = sum / static_cast<double>(end - start);
    }
}
