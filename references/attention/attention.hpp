// SPDX-License-Identifier: Apache-2.0
// The attention family's shared reference routines, in double. One query row attends to the keys
// [j0, j1) (every mask in the catalogue's attention rows is such a range: none, causal, banded,
// sliding window): scores scale * q . k_j, their maximum subtracted, exp, normalised, times v_j.
// Terms in ascending order, so a point reference that recomputes one row gets the same bits.
// A reference includes this header as "attention.hpp"; cmake/km_reference_table.cmake folds its
// hash into the hash of every reference that includes it.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "core/reference.hpp"

namespace km::attn {

// o[c] (c < dv) = sum_j softmax_j(scale * sum_e q(e) * k(j, e)) * v(j, c) over j in [j0, j1).
// q(e), k(j, e), v(j, c) read the operands (views, pointers or lambdas). j0 < j1 is required.
template <class Q, class K, class V>
void row(int64_t j0, int64_t j1, int64_t dk, int64_t dv, double scale, const Q& q, const K& k,
         const V& v, double* o) {
  thread_local std::vector<double> p;
  p.assign(static_cast<size_t>(j1 - j0), 0.0);
  double m = -std::numeric_limits<double>::infinity();
  for (int64_t j = j0; j < j1; ++j) {
    double s = 0;
    for (int64_t e = 0; e < dk; ++e) s += q(e) * k(j, e);
    p[j - j0] = s * scale;
    m = std::max(m, p[j - j0]);
  }
  double sum = 0;
  for (double& x : p) sum += (x = std::exp(x - m));
  for (int64_t c = 0; c < dv; ++c) {
    double acc = 0;
    for (int64_t j = j0; j < j1; ++j) acc += p[j - j0] * v(j, c);
    o[c] = acc / sum;
  }
}

// y[r, o] = b[o] + sum_i x[r, i] * w[o, i] (torch.nn.functional.linear), rows r < m, in double,
// terms in ascending i. b may be null.
template <class X, class W>
void linear(const X& x, const W& w, const double* b, double* y, int64_t m, int64_t in,
            int64_t out) {
  km::parallel_for(m, [&](int64_t r) {
    for (int64_t o = 0; o < out; ++o) {
      double acc = 0;
      for (int64_t i = 0; i < in; ++i) acc += x[r * in + i] * w[o * in + i];
      y[r * out + o] = acc + (b ? b[o] : 0.0);
    }
  });
}

}  // namespace km::attn
