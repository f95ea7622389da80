// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>
#include <vector>

#include "core/reference.hpp"

namespace {
// One output position's taps along a dimension (in -> out): PyTorch's antialiased bilinear
// (align_corners = False): a triangle of half-width max(scale, 1) around scale * (i + 0.5),
// evaluated at the input pixel centres and normalised to sum 1.
struct Window {
  int64_t first = 0;
  std::vector<double> w;
};
std::vector<Window> windows(int64_t in, int64_t out) {
  const double scale = static_cast<double>(in) / static_cast<double>(out);
  const double support = std::max(scale, 1.0);
  std::vector<Window> r(static_cast<size_t>(out));
  for (int64_t i = 0; i < out; ++i) {
    const double center = scale * (static_cast<double>(i) + 0.5);
    const int64_t lo = std::max<int64_t>(static_cast<int64_t>(center - support + 0.5), 0);
    const int64_t hi = std::min<int64_t>(static_cast<int64_t>(center + support + 0.5), in);
    Window& win = r[static_cast<size_t>(i)];
    win.first = lo;
    double total = 0;
    for (int64_t j = lo; j < hi; ++j) {
      const double t = std::max(0.0, 1.0 - std::fabs((static_cast<double>(j) - center + 0.5) / support));
      win.w.push_back(t);
      total += t;
    }
    for (double& t : win.w) t /= total;
  }
  return r;
}
}  // namespace

// Term size: the sum of |weight * input| over the window plus (ho + wo) times the largest |input|
// tapped, the error of fp32 weights whose arguments carry a center of up to in ulp scaled by
// 1 / scale (about out ulp).
KM_REFERENCE(resize_bilinear_antialias) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t planes = ctx.size("n") * ctx.size("c"), h = ctx.size("h"), w = ctx.size("w");
  const int64_t ho = ctx.size("ho"), wo = ctx.size("wo");
  const std::vector<Window> rows = windows(h, ho), cols = windows(w, wo);
  for (int64_t p = 0; p < planes; ++p) {
    const double* xp = x.data() + p * h * w;
    for (int64_t a = 0; a < ho; ++a)
      for (int64_t b = 0; b < wo; ++b) {
        const Window& r = rows[static_cast<size_t>(a)];
        const Window& c = cols[static_cast<size_t>(b)];
        double sum = 0, mag = 0, mx = 0;
        for (size_t i = 0; i < r.w.size(); ++i)
          for (size_t j = 0; j < c.w.size(); ++j) {
            const double v = xp[(r.first + static_cast<int64_t>(i)) * w + c.first + static_cast<int64_t>(j)];
            sum += r.w[i] * c.w[j] * v;
            mag += std::fabs(r.w[i] * c.w[j] * v);
            mx = std::max(mx, std::fabs(v));
          }
        const int64_t k = (p * ho + a) * wo + b;
        y[k] = sum;
        terms[k] = mag + static_cast<double>(ho + wo) * mx;
      }
  }
}
