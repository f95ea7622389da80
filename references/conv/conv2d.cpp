// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[b, o, oy, ox] = bias[o] + sum_{c, i, j} wt[o, c, i, j] * x[b, c, oy + i - p, ox + j - p],
// where x reads as zero outside [0, h) x [0, w). Stride 1, dilation 1, one group.
KM_REFERENCE(conv2d) {
  auto x = ctx.in("x");
  auto wt = ctx.in("wt");
  auto bias = ctx.in("b");
  auto y = ctx.out("y");
  const int64_t n = ctx.size("n"), ci = ctx.size("ci"), h = ctx.size("h"), w = ctx.size("w");
  const int64_t co = ctx.size("co"), kh = ctx.size("kh"), kw = ctx.size("kw"), p = ctx.size("p");
  const int64_t ho = h + 2 * p - kh + 1, wo = w + 2 * p - kw + 1;
  for (int64_t b = 0; b < n; ++b)
    for (int64_t o = 0; o < co; ++o)
      for (int64_t oy = 0; oy < ho; ++oy)
        for (int64_t ox = 0; ox < wo; ++ox) {
          double acc = bias[o];
          for (int64_t c = 0; c < ci; ++c)
            for (int64_t i = 0; i < kh; ++i) {
              const int64_t iy = oy + i - p;
              if (iy < 0 || iy >= h) continue;
              for (int64_t j = 0; j < kw; ++j) {
                const int64_t ix = ox + j - p;
                if (ix < 0 || ix >= w) continue;
                acc += wt[((o * ci + c) * kh + i) * kw + j] * x[((b * ci + c) * h + iy) * w + ix];
              }
            }
          y[((b * co + o) * ho + oy) * wo + ox] = acc;
        }
}
