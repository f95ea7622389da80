// SPDX-License-Identifier: Apache-2.0
// The conv family's shared reference routines, in double: convolution (cross-correlation, as
// PyTorch's convNd) and transposed convolution (convNd_transpose), N = 1, 2 or 3, with per-axis
// stride, padding, dilation (and output padding for the transposed one) and groups. Each output
// element is one function call that takes its terms in a fixed order, so the full reference (every
// element) and the point reference (sampled elements of a GPU-sized case) give the same bits.
// A reference includes this header as "conv_nd.hpp"; cmake/km_reference_table.cmake folds the
// header's hash into the hash of every reference that includes it.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "core/reference.hpp"

namespace km::conv {

struct Geom {
  int nd = 0;               // spatial axes, 1 to 3
  bool transposed = false;  // convNd_transpose instead of convNd
  int64_t n = 1, ci = 1, co = 1, groups = 1;
  std::array<int64_t, 3> in{1, 1, 1}, k{1, 1, 1}, s{1, 1, 1}, p{0, 0, 0}, d{1, 1, 1}, op{0, 0, 0};

  // convNd:    out = (in + 2 p - d (k - 1) - 1) / s + 1
  // transpose: out = (in - 1) s - 2 p + d (k - 1) + op + 1
  int64_t out(int a) const {
    return transposed ? (in[a] - 1) * s[a] - 2 * p[a] + d[a] * (k[a] - 1) + op[a] + 1
                      : (in[a] + 2 * p[a] - d[a] * (k[a] - 1) - 1) / s[a] + 1;
  }
  int64_t out_spatial() const {
    int64_t v = 1;
    for (int a = 0; a < nd; ++a) v *= out(a);
    return v;
  }
  int64_t in_spatial() const {
    int64_t v = 1;
    for (int a = 0; a < nd; ++a) v *= in[a];
    return v;
  }
  int64_t taps() const {
    int64_t v = 1;
    for (int a = 0; a < nd; ++a) v *= k[a];
    return v;
  }
};

// One output element y[b, o, pos] (pos: flat spatial index), without bias. Terms in ascending
// (input channel of the group, tap), taps row-major over the kernel axes; skipped terms are those
// whose input position falls in the padding (convNd) or between strides (transposed).
//   convNd:    weights [co, ci / groups, k...];
//              term w[o, c, t] * x[b, g * cig + c, pos * s - p + t * d]
//   transpose: weights [ci, co / groups, k...];
//              term w[g * cig + c, o % cog, t] * x[b, g * cig + c, q], pos + p - t * d = q * s
template <class X, class W>
double point(const Geom& G, const X& x, const W& w, int64_t b, int64_t o, int64_t pos) {
  const int64_t cig = G.ci / G.groups, cog = G.co / G.groups, g = o / cog, taps = G.taps();
  std::array<int64_t, 3> po{0, 0, 0};
  for (int a = G.nd - 1; a >= 0; --a) {
    po[a] = pos % G.out(a);
    pos /= G.out(a);
  }
  // The taps that land inside the input, with their flat input position: the same for every
  // input channel, so found once per output. Each axis lists its own live taps (ascending), and
  // their row-major combinations are the live taps of the kernel in ascending flat order. A
  // stride-2 transposed 3-D conv keeps 1 tap in 8: decoding every tap of every output instead made
  // conv_transpose3d_rect_in_rect_k_str_pad_grp's held-out references take 3.9 s, now 0.3 s.
  thread_local std::array<std::vector<std::array<int64_t, 2>>, 3> axis;  // (tap, input index)
  for (int a = 0; a < 3; ++a) {
    axis[a].clear();
    if (a >= G.nd) {
      axis[a].push_back({0, 0});
      continue;
    }
    for (int64_t t = 0; t < G.k[a]; ++t) {
      int64_t q;
      if (G.transposed) {
        const int64_t num = po[a] + G.p[a] - t * G.d[a];
        if (num < 0 || num % G.s[a] != 0) continue;
        q = num / G.s[a];
      } else {
        q = po[a] * G.s[a] - G.p[a] + t * G.d[a];
      }
      if (q >= 0 && q < G.in[a]) axis[a].push_back({t, q});
    }
  }
  const int64_t k1 = G.nd > 1 ? G.k[1] : 1, k2 = G.nd > 2 ? G.k[2] : 1;
  const int64_t in1 = G.nd > 1 ? G.in[1] : 1, in2 = G.nd > 2 ? G.in[2] : 1;
  thread_local std::vector<std::array<int64_t, 2>> live;
  live.clear();
  for (const auto& [t0, q0] : axis[0])
    for (const auto& [t1, q1] : axis[1])
      for (const auto& [t2, q2] : axis[2])
        live.push_back({(t0 * k1 + t1) * k2 + t2, (q0 * in1 + q1) * in2 + q2});
  double acc = 0;
  for (int64_t c = 0; c < cig; ++c) {
    const int64_t cin = g * cig + c;
    const int64_t xbase = (b * G.ci + cin) * G.in_spatial();
    const int64_t wbase = G.transposed ? (cin * cog + o % cog) * taps : (o * cig + c) * taps;
    for (const auto& [t, xi] : live) acc += w[wbase + t] * x[xbase + xi];
  }
  return acc;
}

// Every output: y[b, o, pos] = point(...) (+ bias[o] when bias is given, added last).
template <class X, class W>
void full(const Geom& G, const X& x, const W& w, const double* bias, double* y) {
  const int64_t sp = G.out_spatial();
  km::parallel_for(G.n * G.co, [&](int64_t bo) {
    const int64_t b = bo / G.co, o = bo % G.co;
    for (int64_t pos = 0; pos < sp; ++pos)
      y[bo * sp + pos] = point(G, x, w, b, o, pos) + (bias ? bias[o] : 0.0);
  });
}

// The sampled elements `which` (flat indices into y [n, co, out...]) into out[].
template <class X, class W, class B>
void at(const Geom& G, const X& x, const W& w, const B* bias, const std::vector<int64_t>& which,
        double* out) {
  const int64_t sp = G.out_spatial();
  km::parallel_for(static_cast<int64_t>(which.size()), [&](int64_t s) {
    const int64_t bo = which[s] / sp, b = bo / G.co, o = bo % G.co;
    out[s] = point(G, x, w, b, o, which[s] % sp) + (bias ? (*bias)[o] : 0.0);
  });
}

}  // namespace km::conv
