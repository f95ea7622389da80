// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// y[j, i] = x[idx0[j], idx1[j], i]; a negative index counts from the end, as in Python.
KM_REFERENCE(index_tensor) {
  auto x = ctx.in("x");
  auto idx0 = ctx.in("idx0");
  auto idx1 = ctx.in("idx1");
  auto y = ctx.out("y");
  const int64_t a = ctx.size("a"), b = ctx.size("b"), inner = ctx.size("inner"), k = ctx.size("k");
  for (int64_t j = 0; j < k; ++j) {
    int64_t u = static_cast<int64_t>(idx0[j]), v = static_cast<int64_t>(idx1[j]);
    if (u < 0) u += a;
    if (v < 0) v += b;
    for (int64_t i = 0; i < inner; ++i) y[j * inner + i] = x[(u * b + v) * inner + i];
  }
}
