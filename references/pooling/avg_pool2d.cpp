// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[b, c, oh, ow] = mean of the k x k window starting at (oh * s, ow * s); no padding.
KM_REFERENCE(avg_pool2d) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t n = ctx.size("n"), c = ctx.size("c"), h = ctx.size("h"), w = ctx.size("w");
  const int64_t k = ctx.size("k"), s = ctx.size("s");
  const int64_t ho = (h - k) / s + 1, wo = (w - k) / s + 1;
  for (int64_t plane = 0; plane < n * c; ++plane)
    for (int64_t oh = 0; oh < ho; ++oh)
      for (int64_t ow = 0; ow < wo; ++ow) {
        double sum = 0.0;
        for (int64_t i = 0; i < k; ++i)
          for (int64_t j = 0; j < k; ++j) sum += x[plane * h * w + (oh * s + i) * w + (ow * s + j)];
        y[(plane * ho + oh) * wo + ow] = sum / static_cast<double>(k * k);
      }
}
