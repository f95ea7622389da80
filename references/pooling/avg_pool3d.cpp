// SPDX-License-Identifier: Apache-2.0
#include <algorithm>

#include "core/reference.hpp"

// Sum of x over the k^3 window at (o * s - p) in each dim, the parts inside the input; divided
// by torch's count_include_pad divisor, the window clipped to the padded extent (k^3 in floor
// mode).
KM_REFERENCE(avg_pool3d) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t planes = ctx.size("n") * ctx.size("c");
  const int64_t d = ctx.size("d"), h = ctx.size("h"), w = ctx.size("w");
  const int64_t k = ctx.size("k"), s = ctx.size("s"), p = ctx.size("p");
  const int64_t od = (d + 2 * p - k) / s + 1, oh = (h + 2 * p - k) / s + 1, ow = (w + 2 * p - k) / s + 1;
  int64_t out = 0;
  for (int64_t pl = 0; pl < planes; ++pl)
    for (int64_t a = 0; a < od; ++a)
      for (int64_t b = 0; b < oh; ++b)
        for (int64_t c = 0; c < ow; ++c) {
          const int64_t d0 = a * s - p, h0 = b * s - p, w0 = c * s - p;
          const int64_t d1 = std::min(d0 + k, d + p), h1 = std::min(h0 + k, h + p), w1 = std::min(w0 + k, w + p);
          double sum = 0;
          for (int64_t i = std::max<int64_t>(d0, 0); i < std::min(d1, d); ++i)
            for (int64_t j = std::max<int64_t>(h0, 0); j < std::min(h1, h); ++j)
              for (int64_t q = std::max<int64_t>(w0, 0); q < std::min(w1, w); ++q)
                sum += x[((pl * d + i) * h + j) * w + q];
          y[out++] = sum / static_cast<double>((d1 - d0) * (h1 - h0) * (w1 - w0));
        }
}
