// SPDX-License-Identifier: Apache-2.0
#include <limits>

#include "core/reference.hpp"

namespace {
// torch's pooling_output_shape: ceil mode rounds up, then drops a last window that would start
// in the right padding.
int64_t out_size(int64_t len, int64_t k, int64_t s, int64_t p, int64_t dil, bool ceil) {
  int64_t o = (len + 2 * p - dil * (k - 1) - 1 + (ceil ? s - 1 : 0)) / s + 1;
  if (ceil && (o - 1) * s >= len + p) --o;
  return o;
}
}  // namespace

// Max over the k^3 taps (dil apart) of the window at (o s - p) that fall inside the input
// (padding and taps past a ceil-mode edge are -inf). A NaN tap makes the output NaN, as torch.
KM_REFERENCE(max_pool3d) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t planes = ctx.size("n") * ctx.size("c");
  const int64_t d = ctx.size("d"), h = ctx.size("h"), w = ctx.size("w");
  const int64_t k = ctx.size("k"), s = ctx.size("s"), p = ctx.size("p"), dil = ctx.size("dil");
  const bool ceil = ctx.size("ceil") != 0;
  const int64_t od = out_size(d, k, s, p, dil, ceil), oh = out_size(h, k, s, p, dil, ceil),
                ow = out_size(w, k, s, p, dil, ceil);
  int64_t out = 0;
  for (int64_t pl = 0; pl < planes; ++pl)
    for (int64_t a = 0; a < od; ++a)
      for (int64_t b = 0; b < oh; ++b)
        for (int64_t c = 0; c < ow; ++c) {
          double m = -std::numeric_limits<double>::infinity();
          for (int64_t i = 0; i < k; ++i)
            for (int64_t j = 0; j < k; ++j)
              for (int64_t q = 0; q < k; ++q) {
                const int64_t zi = a * s - p + i * dil, yi = b * s - p + j * dil, xi = c * s - p + q * dil;
                if (zi < 0 || zi >= d || yi < 0 || yi >= h || xi < 0 || xi >= w) continue;
                const double v = x[((pl * d + zi) * h + yi) * w + xi];
                if (v > m || v != v) m = v;
              }
          y[out++] = m;
        }
}
