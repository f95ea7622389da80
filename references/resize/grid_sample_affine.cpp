// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>

#include "core/reference.hpp"

// affine_grid (align_corners = False) over the output's pixel centres, then bilinear grid_sample
// with zeros padding (align_corners = False). Term size: the sum of |weight * input| plus
// 2 (w + h) times the largest |input| tapped (fp32 grid and coordinate, see grid_sample).
KM_REFERENCE(grid_sample_affine) {
  auto x = ctx.in("x");
  auto th = ctx.in("theta");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t n = ctx.size("n"), c = ctx.size("c"), h = ctx.size("h"), w = ctx.size("w");
  for (int64_t b = 0; b < n; ++b)
    for (int64_t i = 0; i < h; ++i)
      for (int64_t j = 0; j < w; ++j) {
        const double xn = (2.0 * static_cast<double>(j) + 1.0) / static_cast<double>(w) - 1.0;
        const double yn = (2.0 * static_cast<double>(i) + 1.0) / static_cast<double>(h) - 1.0;
        const double* t = th.data() + b * 6;
        const double gx = t[0] * xn + t[1] * yn + t[2], gy = t[3] * xn + t[4] * yn + t[5];
        const double ix = ((gx + 1.0) * static_cast<double>(w) - 1.0) / 2.0;
        const double iy = ((gy + 1.0) * static_cast<double>(h) - 1.0) / 2.0;
        const int64_t x0 = static_cast<int64_t>(std::floor(ix)), y0 = static_cast<int64_t>(std::floor(iy));
        const double fx = ix - static_cast<double>(x0), fy = iy - static_cast<double>(y0);
        for (int64_t ch = 0; ch < c; ++ch) {
          const double* xp = x.data() + (b * c + ch) * h * w;
          double s = 0, tt = 0, mx = 0;
          for (int dy = 0; dy < 2; ++dy)
            for (int dx = 0; dx < 2; ++dx) {
              const int64_t yy = y0 + dy, xx = x0 + dx;
              if (yy < 0 || yy >= h || xx < 0 || xx >= w) continue;
              const double wt = (dx ? fx : 1 - fx) * (dy ? fy : 1 - fy);
              s += wt * xp[yy * w + xx];
              tt += std::fabs(wt * xp[yy * w + xx]);
            }
          // The largest |input| within one pixel of the taps: a coordinate a rounding off an edge
          // moves a weight from 0 onto a neighbour (fp16 grids hit ix = w exactly: expected 0,
          // an honest kernel 3.6e-7).
          for (int64_t yy = std::max<int64_t>(y0 - 1, 0); yy <= std::min(y0 + 2, h - 1); ++yy)
            for (int64_t xx = std::max<int64_t>(x0 - 1, 0); xx <= std::min(x0 + 2, w - 1); ++xx)
              mx = std::max(mx, std::fabs(xp[yy * w + xx]));
          const int64_t k = ((b * c + ch) * h + i) * w + j;
          y[k] = s;
          terms[k] = tt + 2.0 * static_cast<double>(w + h) * mx;
        }
      }
}
