// SPDX-License-Identifier: Apache-2.0
#include <limits>

#include "core/reference.hpp"

// Max over the k x k taps (dil apart) of the window at (o s - p) that fall inside the input
// (padding is -inf). A NaN tap makes the output NaN, as torch.
KM_REFERENCE(max_pool2d_pad) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t planes = ctx.size("n") * ctx.size("c"), h = ctx.size("h"), w = ctx.size("w");
  const int64_t k = ctx.size("k"), s = ctx.size("s"), p = ctx.size("p"), dil = ctx.size("dil");
  const int64_t oh = (h + 2 * p - dil * (k - 1) - 1) / s + 1, ow = (w + 2 * p - dil * (k - 1) - 1) / s + 1;
  for (int64_t pl = 0; pl < planes; ++pl)
    for (int64_t a = 0; a < oh; ++a)
      for (int64_t b = 0; b < ow; ++b) {
        double m = -std::numeric_limits<double>::infinity();
        for (int64_t i = 0; i < k; ++i)
          for (int64_t j = 0; j < k; ++j) {
            const int64_t r = a * s - p + i * dil, q = b * s - p + j * dil;
            if (r < 0 || r >= h || q < 0 || q >= w) continue;
            const double v = x[(pl * h + r) * w + q];
            if (v > m || v != v) m = v;
          }
        y[(pl * oh + a) * ow + b] = m;
      }
}
