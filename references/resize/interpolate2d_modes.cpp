// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cmath>
#include <vector>

#include "core/reference.hpp"

namespace {
// One output index's taps along a dimension: source indices and weights.
struct Taps {
  std::vector<int64_t> idx;
  std::vector<double> wt;
};

constexpr double kA = -0.75;
double cc1(double t) { return ((kA + 2) * t - (kA + 3)) * t * t + 1; }          // |t| <= 1
double cc2(double t) { return ((kA * t - 5 * kA) * t + 8 * kA) * t - 4 * kA; }  // 1 < |t| < 2

// PyTorch's rules per mode (see the spec's description).
Taps taps(int64_t i, int64_t in, int64_t out, int64_t mode, bool align) {
  Taps t;
  if (mode == 0) {  // nearest: the index torch computes, fp32 scale and product
    int64_t s;
    if (out == in) s = i;
    else if (out == 2 * in) s = i >> 1;
    else {
      const float sc = static_cast<float>(in) / static_cast<float>(out);
      s = std::min(static_cast<int64_t>(std::floor(static_cast<float>(i) * sc)), in - 1);
    }
    t.idx = {s};
    t.wt = {1.0};
  } else if (mode == 3) {  // area: adaptive average pooling
    const int64_t a = (i * in) / out, b = ((i + 1) * in + out - 1) / out;
    for (int64_t k = a; k < b; ++k) {
      t.idx.push_back(k);
      t.wt.push_back(1.0 / static_cast<double>(b - a));
    }
  } else {
    const double scale = align ? (out > 1 ? static_cast<double>(in - 1) / static_cast<double>(out - 1) : 0.0)
                               : static_cast<double>(in) / static_cast<double>(out);
    double src = align ? static_cast<double>(i) * scale : (static_cast<double>(i) + 0.5) * scale - 0.5;
    if (mode == 1) {
      if (src < 0) src = 0;
      const int64_t i0 = std::min(static_cast<int64_t>(src), in - 1);
      const double l1 = src - static_cast<double>(i0);
      t.idx = {i0, std::min(i0 + 1, in - 1)};
      t.wt = {1 - l1, l1};
    } else {
      const int64_t f = static_cast<int64_t>(std::floor(src));
      const double u = src - static_cast<double>(f);
      t.wt = {cc2(u + 1), cc1(u), cc1(1 - u), cc2(2 - u)};
      for (int q = 0; q < 4; ++q) t.idx.push_back(std::clamp<int64_t>(f - 1 + q, 0, in - 1));
    }
  }
  return t;
}
}  // namespace

// Separable: y[a, b] = sum over row taps and column taps of wr wc x. Term size: the sum of
// |weight * input| plus 2 (h + w) times the largest |input| tapped (fp32 source coordinates).
KM_REFERENCE(interpolate2d_modes) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t planes = ctx.size("n") * ctx.size("c"), h = ctx.size("h"), w = ctx.size("w");
  const int64_t ho = ctx.size("ho"), wo = ctx.size("wo");
  const int64_t mode = static_cast<int64_t>(ctx.param("mode"));
  const bool align = ctx.param("align_corners") != 0;
  std::vector<Taps> rt, ct;
  for (int64_t a = 0; a < ho; ++a) rt.push_back(taps(a, h, ho, mode, align));
  for (int64_t b = 0; b < wo; ++b) ct.push_back(taps(b, w, wo, mode, align));
  for (int64_t p = 0; p < planes; ++p)
    for (int64_t a = 0; a < ho; ++a)
      for (int64_t b = 0; b < wo; ++b) {
        double s = 0, t = 0, mx = 0;
        for (size_t i = 0; i < rt[a].idx.size(); ++i)
          for (size_t j = 0; j < ct[b].idx.size(); ++j) {
            const double xv = x[(p * h + rt[a].idx[i]) * w + ct[b].idx[j]], v = rt[a].wt[i] * ct[b].wt[j] * xv;
            s += v;
            t += std::fabs(v);
            mx = std::max(mx, std::fabs(xv));
          }
        const int64_t k = (p * ho + a) * wo + b;
        y[k] = s;
        terms[k] = mode == 0 ? 0.0 : t + 2.0 * static_cast<double>(h + w) * mx;
      }
}
