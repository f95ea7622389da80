// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>

#include "core/reference.hpp"

namespace {
// align_corners = True, out = 2 in: source coordinate i (in - 1) / (out - 1); taps i0 and
// i0 + 1 (clamped to the last index).
void tap(int64_t i, int64_t in, int64_t out, int64_t& i0, int64_t& i1, double& l1) {
  const double scale = out > 1 ? static_cast<double>(in - 1) / static_cast<double>(out - 1) : 0.0;
  const double src = static_cast<double>(i) * scale;
  i0 = std::min(static_cast<int64_t>(src), in - 1);
  i1 = std::min(i0 + 1, in - 1);
  l1 = src - static_cast<double>(i0);
}
}  // namespace

// Trilinear 2x, align_corners = True (F.interpolate). Term size: the sum of |weight * input| plus
// (d + h + w) times the largest |input| tapped: the fp32 source coordinate is up to about d ulp
// of 1 off, which moves the weights by that much.
KM_REFERENCE(upsample_trilinear_align) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t planes = ctx.size("n") * ctx.size("c"), d = ctx.size("d"), h = ctx.size("h"), w = ctx.size("w");
  const int64_t od = 2 * d, oh = 2 * h, ow = 2 * w;
  int64_t out = 0;
  for (int64_t p = 0; p < planes; ++p)
    for (int64_t a = 0; a < od; ++a) {
      int64_t z[2];
      double lz;
      tap(a, d, od, z[0], z[1], lz);
      for (int64_t b = 0; b < oh; ++b) {
        int64_t r[2];
        double lr;
        tap(b, h, oh, r[0], r[1], lr);
        for (int64_t c = 0; c < ow; ++c, ++out) {
          int64_t q[2];
          double lq;
          tap(c, w, ow, q[0], q[1], lq);
          double s = 0, t = 0, mx = 0;
          for (int i = 0; i < 2; ++i)
            for (int j = 0; j < 2; ++j)
              for (int k = 0; k < 2; ++k) {
                const double wt = (i ? lz : 1 - lz) * (j ? lr : 1 - lr) * (k ? lq : 1 - lq);
                const double xv = x[((p * d + z[i]) * h + r[j]) * w + q[k]], v = wt * xv;
                s += v;
                t += std::fabs(v);
                mx = std::max(mx, std::fabs(xv));
              }
          y[out] = s;
          terms[out] = t + static_cast<double>(d + h + w) * mx;
        }
      }
    }
}
