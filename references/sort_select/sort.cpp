// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"
#include "order.hpp"

// values, indices = torch.sort(x, dim=-1, descending), stable: ties keep their input order.
KM_REFERENCE(sort) {
  auto x = ctx.in("x");
  auto values = ctx.out("values");
  auto indices = ctx.out("indices");
  const int64_t rows = ctx.size("rows"), d = ctx.size("d");
  const bool descending = ctx.param("descending") != 0;
  km::parallel_for(rows, [&](int64_t r) {
    const double* row = x.data() + r * d;
    std::vector<int64_t> pos = km::ref::sorted_positions(row, d, descending);
    for (int64_t j = 0; j < d; ++j) {
      values[r * d + j] = row[pos[static_cast<size_t>(j)]];
      indices[r * d + j] = static_cast<double>(pos[static_cast<size_t>(j)]);
    }
  });
}
