// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>
#include <vector>

#include "core/reference.hpp"

// u = bilinear 2x upsampling of x (align_corners = False), in double with its own term sizes tu
// (sum of |weight * input| plus (h + w) times the largest |input|); then affine_grid over u's
// pixel centres and bilinear grid_sample of u with zeros padding (align_corners = False). Term
// size: sum of |weight| tu plus 4 (h + w) times the largest |u| tapped.
KM_REFERENCE(upsample_grid_sample) {
  auto x = ctx.in("x");
  auto th = ctx.in("theta");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t n = ctx.size("n"), c = ctx.size("c"), h = ctx.size("h"), w = ctx.size("w");
  const int64_t H = 2 * h, W = 2 * w;
  std::vector<double> u(static_cast<size_t>(n * c * H * W)), tu(u.size());
  // Scale factor 2, align_corners = False: source coordinate max((i + 0.5) / 2 - 0.5, 0).
  auto src = [](int64_t i) { return std::max((static_cast<double>(i) + 0.5) * 0.5 - 0.5, 0.0); };
  for (int64_t p = 0; p < n * c; ++p)
    for (int64_t a = 0; a < H; ++a)
      for (int64_t b = 0; b < W; ++b) {
        const double sr = src(a), sc = src(b);
        const int64_t r0 = std::min(static_cast<int64_t>(sr), h - 1), c0 = std::min(static_cast<int64_t>(sc), w - 1);
        const int64_t r1 = std::min(r0 + 1, h - 1), c1 = std::min(c0 + 1, w - 1);
        const double lr = sr - static_cast<double>(r0), lc = sc - static_cast<double>(c0);
        const double* xp = x.data() + p * h * w;
        const double v[4] = {(1 - lr) * (1 - lc) * xp[r0 * w + c0], (1 - lr) * lc * xp[r0 * w + c1],
                             lr * (1 - lc) * xp[r1 * w + c0], lr * lc * xp[r1 * w + c1]};
        const double mx = std::max({std::fabs(xp[r0 * w + c0]), std::fabs(xp[r0 * w + c1]),
                                    std::fabs(xp[r1 * w + c0]), std::fabs(xp[r1 * w + c1])});
        const size_t k = static_cast<size_t>((p * H + a) * W + b);
        u[k] = v[0] + v[1] + v[2] + v[3];
        tu[k] = std::fabs(v[0]) + std::fabs(v[1]) + std::fabs(v[2]) + std::fabs(v[3]) + static_cast<double>(h + w) * mx;
      }
  for (int64_t b = 0; b < n; ++b)
    for (int64_t i = 0; i < H; ++i)
      for (int64_t j = 0; j < W; ++j) {
        const double xn = (2.0 * static_cast<double>(j) + 1.0) / static_cast<double>(W) - 1.0;
        const double yn = (2.0 * static_cast<double>(i) + 1.0) / static_cast<double>(H) - 1.0;
        const double* t = th.data() + b * 6;
        const double gx = t[0] * xn + t[1] * yn + t[2], gy = t[3] * xn + t[4] * yn + t[5];
        const double ix = ((gx + 1.0) * static_cast<double>(W) - 1.0) / 2.0;
        const double iy = ((gy + 1.0) * static_cast<double>(H) - 1.0) / 2.0;
        const int64_t x0 = static_cast<int64_t>(std::floor(ix)), y0 = static_cast<int64_t>(std::floor(iy));
        const double fx = ix - static_cast<double>(x0), fy = iy - static_cast<double>(y0);
        for (int64_t ch = 0; ch < c; ++ch) {
          const size_t base = static_cast<size_t>((b * c + ch) * H * W);
          double s = 0, tt = 0, mx = 0;
          for (int dy = 0; dy < 2; ++dy)
            for (int dx = 0; dx < 2; ++dx) {
              const int64_t yy = y0 + dy, xx = x0 + dx;
              if (yy < 0 || yy >= H || xx < 0 || xx >= W) continue;
              const double wt = (dx ? fx : 1 - fx) * (dy ? fy : 1 - fy);
              const size_t q = base + static_cast<size_t>(yy * W + xx);
              s += wt * u[q];
              tt += std::fabs(wt) * tu[q];
            }
          // The largest |u| within one pixel of the taps (see grid_sample_affine).
          for (int64_t yy = std::max<int64_t>(y0 - 1, 0); yy <= std::min(y0 + 2, H - 1); ++yy)
            for (int64_t xx = std::max<int64_t>(x0 - 1, 0); xx <= std::min(x0 + 2, W - 1); ++xx)
              mx = std::max(mx, std::fabs(u[base + static_cast<size_t>(yy * W + xx)]));
          const int64_t k = ((b * c + ch) * H + i) * W + j;
          y[k] = s;
          terms[k] = tt + 4.0 * static_cast<double>(h + w) * mx;
        }
      }
}
