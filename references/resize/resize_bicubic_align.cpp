// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>

#include "core/reference.hpp"

namespace {
constexpr double kA = -0.75;
double cc1(double t) { return ((kA + 2) * t - (kA + 3)) * t * t + 1; }              // |t| <= 1
double cc2(double t) { return ((kA * t - 5 * kA) * t + 8 * kA) * t - 4 * kA; }      // 1 < |t| < 2
// align_corners = True: source coordinate i (in - 1) / (out - 1); taps floor - 1 .. floor + 2
// clamped to [0, in - 1], weights of the cubic convolution kernel.
void taps(int64_t i, int64_t in, int64_t out, int64_t idx[4], double wt[4]) {
  const double scale = out > 1 ? static_cast<double>(in - 1) / static_cast<double>(out - 1) : 0.0;
  const double src = static_cast<double>(i) * scale;
  const int64_t f = static_cast<int64_t>(std::floor(src));
  const double t = src - static_cast<double>(f);
  wt[0] = cc2(t + 1);
  wt[1] = cc1(t);
  wt[2] = cc1(1 - t);
  wt[3] = cc2(2 - t);
  for (int q = 0; q < 4; ++q) idx[q] = std::clamp<int64_t>(f - 1 + q, 0, in - 1);
}
}  // namespace

// Bicubic, align_corners = True (F.interpolate). Term size: the sum of |weight * input| plus
// (h + w) times the largest |input| tapped: the fp32 source coordinate is up to about h ulp of 1
// off, which moves the cubic weights (slopes up to about 1.5) by that much.
KM_REFERENCE(resize_bicubic_align) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t planes = ctx.size("n") * ctx.size("c"), h = ctx.size("h"), w = ctx.size("w");
  const int64_t ho = ctx.size("ho"), wo = ctx.size("wo");
  for (int64_t p = 0; p < planes; ++p)
    for (int64_t a = 0; a < ho; ++a) {
      int64_t ri[4];
      double rw[4];
      taps(a, h, ho, ri, rw);
      for (int64_t b = 0; b < wo; ++b) {
        int64_t ci[4];
        double cw[4];
        taps(b, w, wo, ci, cw);
        double s = 0, t = 0, mx = 0;
        for (int i = 0; i < 4; ++i)
          for (int j = 0; j < 4; ++j) {
            const double xv = x[(p * h + ri[i]) * w + ci[j]], v = rw[i] * cw[j] * xv;
            s += v;
            t += std::fabs(v);
            mx = std::max(mx, std::fabs(xv));
          }
        y[(p * ho + a) * wo + b] = s;
        terms[(p * ho + a) * wo + b] = t + 2.0 * static_cast<double>(h + w) * mx;
      }
    }
}
