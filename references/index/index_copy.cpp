// SPDX-License-Identifier: Apache-2.0

#include "core/reference.hpp"

// y = x, then row idx[j] = src row j; the indices are distinct (a unique draw).
KM_REFERENCE(index_copy) {
  auto x = ctx.in("x");
  auto idx = ctx.in("idx");
  auto src = ctx.in("src");
  auto y = ctx.out("y");
  const int64_t d = ctx.size("d");
  for (int64_t i = 0; i < y.numel(); ++i) y[i] = x[i];
  for (int64_t j = 0; j < idx.numel(); ++j)
    for (int64_t c = 0; c < d; ++c) y[static_cast<int64_t>(idx[j]) * d + c] = src[j * d + c];
}
