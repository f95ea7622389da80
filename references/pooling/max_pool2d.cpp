// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[b, c, oh, ow] = max over the k x k window starting at (oh * s, ow * s); no padding.
// A NaN anywhere in the window makes the output NaN, as in torch.
KM_REFERENCE(max_pool2d) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t n = ctx.size("n"), c = ctx.size("c"), h = ctx.size("h"), w = ctx.size("w");
  const int64_t k = ctx.size("k"), s = ctx.size("s");
  const int64_t ho = (h - k) / s + 1, wo = (w - k) / s + 1;
  for (int64_t plane = 0; plane < n * c; ++plane)
    for (int64_t oh = 0; oh < ho; ++oh)
      for (int64_t ow = 0; ow < wo; ++ow) {
        double m = x[plane * h * w + (oh * s) * w + ow * s];
        for (int64_t i = 0; i < k; ++i)
          for (int64_t j = 0; j < k; ++j) {
            const double v = x[plane * h * w + (oh * s + i) * w + (ow * s + j)];
            if (v > m || v != v) m = v;
          }
        y[(plane * ho + oh) * wo + ow] = m;
      }
}
