// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

// In place: out("x") starts as x's initial values; the rows idx names are replaced (or, with
// accumulate, added to). The indices are distinct (a unique draw), so the order of the rows
// does not matter.
KM_REFERENCE(index_put) {
  auto idx = ctx.in("idx");
  auto v = ctx.in("v");
  auto x = ctx.out("x");
  double* terms = ctx.scale("x");
  const int64_t d = ctx.size("d"), n = ctx.size("n");
  const bool acc = ctx.param("accumulate") != 0;
  for (int64_t i = 0; i < n * d; ++i) terms[i] = std::fabs(x[i]);
  for (int64_t j = 0; j < idx.numel(); ++j) {
    const auto r = static_cast<int64_t>(idx[j]);
    for (int64_t c = 0; c < d; ++c) {
      double& e = x[r * d + c];
      terms[r * d + c] = acc ? std::fabs(e) + std::fabs(v[j * d + c]) : std::fabs(v[j * d + c]);
      e = acc ? e + v[j * d + c] : v[j * d + c];
    }
  }
}
