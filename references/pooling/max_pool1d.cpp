// SPDX-License-Identifier: Apache-2.0
#include <limits>

#include "core/reference.hpp"

// y[b, c, o] = max of x[o s - p + t dil] over the taps t < k that fall inside the input
// (padding is -inf). A NaN tap makes the output NaN, as torch.
KM_REFERENCE(max_pool1d) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t planes = ctx.size("n") * ctx.size("c"), l = ctx.size("l");
  const int64_t k = ctx.size("k"), s = ctx.size("s"), p = ctx.size("p"), dil = ctx.size("dil");
  const int64_t lo = (l + 2 * p - dil * (k - 1) - 1) / s + 1;
  for (int64_t pl = 0; pl < planes; ++pl)
    for (int64_t o = 0; o < lo; ++o) {
      double m = -std::numeric_limits<double>::infinity();
      for (int64_t t = 0; t < k; ++t) {
        const int64_t i = o * s - p + t * dil;
        if (i < 0 || i >= l) continue;
        const double v = x[pl * l + i];
        if (v > m || v != v) m = v;
        if (m != m) break;
      }
      y[pl * lo + o] = m;
    }
}
