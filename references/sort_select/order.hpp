// SPDX-License-Identifier: Apache-2.0
// The order torch.sort and torch.topk use, shared by the sort_select and moe references: NaN is
// the largest value, and equal values keep their input order (a stable sort, so the reference's
// indices are torch's with stable=True; the `selection` check accepts any order of ties).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <vector>

namespace km::ref {

/// True when a sorts strictly before b (ascending, NaN last; descending, NaN first).
inline bool sorts_before(double a, double b, bool descending) {
  if (std::isnan(a) || std::isnan(b)) return descending ? !std::isnan(b) : !std::isnan(a);
  return descending ? a > b : a < b;
}

/// Positions 0..n-1 of `row` in stable sorted order; with k < n, only the first k are exact.
inline std::vector<int64_t> sorted_positions(const double* row, int64_t n, bool descending,
                                             int64_t k = -1) {
  std::vector<int64_t> pos(static_cast<size_t>(n));
  std::iota(pos.begin(), pos.end(), int64_t{0});
  auto before = [&](int64_t a, int64_t b) {
    if (sorts_before(row[a], row[b], descending)) return true;
    if (sorts_before(row[b], row[a], descending)) return false;
    return a < b;  // ties keep their input order
  };
  if (k >= 0 && k < n)
    std::partial_sort(pos.begin(), pos.begin() + k, pos.end(), before);
  else
    std::sort(pos.begin(), pos.end(), before);
  return pos;
}

}  // namespace km::ref
