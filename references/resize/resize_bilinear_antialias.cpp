// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>
#include <vector>

#include "core/reference.hpp"

namespace {
struct AaTaps {
  int64_t first;
  std::vector<double> wt;
};

// PyTorch's antialiased bilinear weights for output i (align_corners = False): centre s (i + 0.5),
// support s (downscale) or 1, taps int(centre -+ support + 0.5) clipped to the input, triangle
// weights of (j + 0.5 - centre) / max(s, 1), normalised.
AaTaps taps(int64_t i, int64_t in, int64_t out) {
  const double s = static_cast<double>(in) / static_cast<double>(out);
  const double support = s >= 1.0 ? s : 1.0, inv = s >= 1.0 ? 1.0 / s : 1.0;
  const double centre = s * (static_cast<double>(i) + 0.5);
  const int64_t lo = std::max<int64_t>(static_cast<int64_t>(centre - support + 0.5), 0);
  const int64_t hi = std::min<int64_t>(static_cast<int64_t>(centre + support + 0.5), in);
  AaTaps t{lo, {}};
  double total = 0;
  for (int64_t j = lo; j < hi; ++j) {
    const double u = std::fabs((static_cast<double>(j) + 0.5 - centre) * inv);
    t.wt.push_back(u < 1.0 ? 1.0 - u : 0.0);
    total += t.wt.back();
  }
  for (double& v : t.wt) v = total != 0 ? v / total : 0.0;
  return t;
}
}  // namespace

// Separable antialiased bilinear resize. Term size: the sum of |weight * input| plus 2 (h + w)
// times the largest |input| tapped (the fp32 centres move the weights by about h ulp of 1).
KM_REFERENCE(resize_bilinear_antialias) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t planes = ctx.size("n") * ctx.size("c"), h = ctx.size("h"), w = ctx.size("w");
  const int64_t ho = ctx.size("ho"), wo = ctx.size("wo");
  std::vector<AaTaps> rt, ct;
  for (int64_t a = 0; a < ho; ++a) rt.push_back(taps(a, h, ho));
  for (int64_t b = 0; b < wo; ++b) ct.push_back(taps(b, w, wo));
  for (int64_t p = 0; p < planes; ++p)
    for (int64_t a = 0; a < ho; ++a)
      for (int64_t b = 0; b < wo; ++b) {
        double s = 0, t = 0, mx = 0;
        for (size_t i = 0; i < rt[a].wt.size(); ++i)
          for (size_t j = 0; j < ct[b].wt.size(); ++j) {
            const double xv = x[(p * h + rt[a].first + static_cast<int64_t>(i)) * w + ct[b].first + static_cast<int64_t>(j)];
            const double v = rt[a].wt[i] * ct[b].wt[j] * xv;
            s += v;
            t += std::fabs(v);
            mx = std::max(mx, std::fabs(xv));
          }
        const int64_t k = (p * ho + a) * wo + b;
        y[k] = s;
        terms[k] = t + 2.0 * static_cast<double>(h + w) * mx;
      }
}
