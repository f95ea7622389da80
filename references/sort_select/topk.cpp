// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"
#include "order.hpp"

// values, indices = torch.topk(x, k, dim=-1, largest, sorted=True); ties keep their input order.
KM_REFERENCE(topk) {
  auto x = ctx.in("x");
  auto values = ctx.out("values");
  auto indices = ctx.out("indices");
  const int64_t rows = ctx.size("rows"), d = ctx.size("d"), k = ctx.size("k");
  const bool largest = ctx.param("largest") != 0;
  km::parallel_for(rows, [&](int64_t r) {
    const double* row = x.data() + r * d;
    std::vector<int64_t> pos = km::ref::sorted_positions(row, d, largest, k);
    for (int64_t j = 0; j < k; ++j) {
      values[r * k + j] = row[pos[static_cast<size_t>(j)]];
      indices[r * k + j] = static_cast<double>(pos[static_cast<size_t>(j)]);
    }
  });
}
