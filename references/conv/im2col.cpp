// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// cols[b, (ch * kh + i) * kw + j, oy * ow + ox] = x[b, ch, oy * sh - ph + i * dh, ox * sw - pw + j
// * dw], zero where that position falls outside the h x w image (F.unfold).
KM_REFERENCE(im2col) {
  auto x = ctx.in("x");
  auto cols = ctx.out("cols");
  const int64_t n = ctx.size("n"), c = ctx.size("c"), h = ctx.size("h"), w = ctx.size("w");
  const int64_t kh = ctx.size("kh"), kw = ctx.size("kw"), dh = ctx.size("dh"), dw = ctx.size("dw");
  const int64_t ph = ctx.size("ph"), pw = ctx.size("pw"), sh = ctx.size("sh"), sw = ctx.size("sw");
  const int64_t oh = (h + 2 * ph - dh * (kh - 1) - 1) / sh + 1;
  const int64_t ow = (w + 2 * pw - dw * (kw - 1) - 1) / sw + 1;
  for (int64_t b = 0; b < n; ++b)
    for (int64_t ch = 0; ch < c; ++ch)
      for (int64_t i = 0; i < kh; ++i)
        for (int64_t j = 0; j < kw; ++j) {
          const int64_t r = (ch * kh + i) * kw + j;
          for (int64_t oy = 0; oy < oh; ++oy)
            for (int64_t ox = 0; ox < ow; ++ox) {
              const int64_t iy = oy * sh - ph + i * dh, ix = ox * sw - pw + j * dw;
              const bool in = iy >= 0 && iy < h && ix >= 0 && ix < w;
              cols[((b * c * kh * kw) + r) * (oh * ow) + oy * ow + ox] =
                  in ? x[((b * c + ch) * h + iy) * w + ix] : 0.0;
            }
        }
}
