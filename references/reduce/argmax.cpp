// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// First index of the row maximum: a later element replaces the best only if strictly greater.
KM_REFERENCE(argmax) {
  auto x = ctx.in("x");
  auto idx = ctx.out("idx");
  const int64_t rows = ctx.size("rows"), cols = ctx.size("cols");
  for (int64_t r = 0; r < rows; ++r) {
    // As torch.argmax: NaN counts as the largest value, and the first of equal maxima wins.
    const double* row = x.data() + r * cols;
    int64_t best = 0;
    for (int64_t c = 1; c < cols && row[best] == row[best]; ++c)
      if (row[c] > row[best] || row[c] != row[c]) best = c;
    idx[r] = static_cast<double>(best);
  }
}
