// SPDX-License-Identifier: Apache-2.0
#include <stdexcept>

#include "core/reference.hpp"

// out[i, :] = table[idx[i], :].
KM_REFERENCE(embedding) {
  auto table = ctx.in("table");
  auto idx = ctx.in("idx");
  auto out = ctx.out("out");
  const int64_t n = ctx.size("n"), v = ctx.size("v"), d = ctx.size("d");
  for (int64_t i = 0; i < n; ++i) {
    const auto row = static_cast<int64_t>(idx[i]);
    if (row < 0 || row >= v) throw std::out_of_range("embedding: index out of range");
    for (int64_t j = 0; j < d; ++j) out[i * d + j] = table[row * d + j];
  }
}
