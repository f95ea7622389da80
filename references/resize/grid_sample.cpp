// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>

#include "core/reference.hpp"

// Bilinear, zeros padding, align_corners = False: ix = ((gx + 1) w - 1) / 2, the 4 neighbours
// weighted by their distances, those outside the input contributing 0. Term size: the sum of
// |weight * input| plus (w + h) times the largest |input| tapped: an ix formed in fp32 is up to
// about w ulp of 1 off, which moves the weights by that much.
KM_REFERENCE(grid_sample) {
  auto x = ctx.in("x");
  auto grid = ctx.in("grid");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t n = ctx.size("n"), c = ctx.size("c"), h = ctx.size("h"), w = ctx.size("w");
  const int64_t ho = ctx.size("ho"), wo = ctx.size("wo");
  for (int64_t b = 0; b < n; ++b)
    for (int64_t a = 0; a < ho; ++a)
      for (int64_t q = 0; q < wo; ++q) {
        const double gx = grid[((b * ho + a) * wo + q) * 2], gy = grid[((b * ho + a) * wo + q) * 2 + 1];
        const double ix = ((gx + 1.0) * static_cast<double>(w) - 1.0) / 2.0;
        const double iy = ((gy + 1.0) * static_cast<double>(h) - 1.0) / 2.0;
        const int64_t x0 = static_cast<int64_t>(std::floor(ix)), y0 = static_cast<int64_t>(std::floor(iy));
        const double fx = ix - static_cast<double>(x0), fy = iy - static_cast<double>(y0);
        for (int64_t ch = 0; ch < c; ++ch) {
          const double* xp = x.data() + (b * c + ch) * h * w;
          double s = 0, t = 0, mx = 0;
          for (int dy = 0; dy < 2; ++dy)
            for (int dx = 0; dx < 2; ++dx) {
              const int64_t yy = y0 + dy, xx = x0 + dx;
              if (yy < 0 || yy >= h || xx < 0 || xx >= w) continue;
              const double wt = (dx ? fx : 1 - fx) * (dy ? fy : 1 - fy);
              s += wt * xp[yy * w + xx];
              t += std::fabs(wt * xp[yy * w + xx]);
            }
          // The largest |input| within one pixel of the taps: a coordinate a rounding off an edge
          // moves a weight from 0 onto a neighbour (fp16 grids hit ix = w exactly: expected 0,
          // an honest kernel 3.6e-7).
          for (int64_t yy = std::max<int64_t>(y0 - 1, 0); yy <= std::min(y0 + 2, h - 1); ++yy)
            for (int64_t xx = std::max<int64_t>(x0 - 1, 0); xx <= std::min(x0 + 2, w - 1); ++xx)
              mx = std::max(mx, std::fabs(xp[yy * w + xx]));
          const int64_t k = ((b * c + ch) * ho + a) * wo + q;
          y[k] = s;
          terms[k] = t + static_cast<double>(w + h) * mx;
        }
      }
}
