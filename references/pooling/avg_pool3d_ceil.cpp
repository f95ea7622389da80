// SPDX-License-Identifier: Apache-2.0
#include <algorithm>

#include "core/reference.hpp"

namespace {
// torch's pooling_output_shape in ceil mode: round up, then drop a last window that would start
// in the right padding.
int64_t out_size(int64_t len, int64_t k, int64_t s, int64_t p) {
  int64_t o = (len + 2 * p - k + s - 1) / s + 1;
  if ((o - 1) * s >= len + p) --o;
  return o;
}
}  // namespace

// Sum of the window's taps inside the input, divided by divisor (when > 0) or by the number of
// those taps (count_include_pad = False).
KM_REFERENCE(avg_pool3d_ceil) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int64_t planes = ctx.size("n") * ctx.size("c");
  const int64_t d = ctx.size("d"), h = ctx.size("h"), w = ctx.size("w");
  const int64_t kd = ctx.size("kd"), kh = ctx.size("kh"), kw = ctx.size("kw");
  const int64_t sd = ctx.size("sd"), sh = ctx.size("sh"), sw = ctx.size("sw");
  const int64_t pd = ctx.size("pd"), ph = ctx.size("ph"), pw = ctx.size("pw");
  const int64_t divisor = static_cast<int64_t>(ctx.param("divisor"));
  const int64_t od = out_size(d, kd, sd, pd), oh = out_size(h, kh, sh, ph), ow = out_size(w, kw, sw, pw);
  int64_t out = 0;
  for (int64_t p = 0; p < planes; ++p)
    for (int64_t a = 0; a < od; ++a)
      for (int64_t b = 0; b < oh; ++b)
        for (int64_t c = 0; c < ow; ++c) {
          const int64_t d0 = std::max<int64_t>(a * sd - pd, 0), d1 = std::min(a * sd - pd + kd, d);
          const int64_t h0 = std::max<int64_t>(b * sh - ph, 0), h1 = std::min(b * sh - ph + kh, h);
          const int64_t w0 = std::max<int64_t>(c * sw - pw, 0), w1 = std::min(c * sw - pw + kw, w);
          double s = 0;
          for (int64_t i = d0; i < d1; ++i)
            for (int64_t j = h0; j < h1; ++j)
              for (int64_t q = w0; q < w1; ++q) s += x[((p * d + i) * h + j) * w + q];
          const int64_t cnt = divisor > 0 ? divisor : (d1 - d0) * (h1 - h0) * (w1 - w0);
          y[out++] = s / static_cast<double>(cnt);
        }
}
