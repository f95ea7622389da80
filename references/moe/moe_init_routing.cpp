// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <numeric>
#include <vector>

#include "core/reference.hpp"

// Source row r = j * n + i holds expert_idx[i, j]; rows sorted stably by expert in r order. Place
// p gets expert e[r_p], expanded_row_idx[r_p] = p, and (for p < min(n, active) * k) x[r_p % n].
KM_REFERENCE(moe_init_routing) {
  auto x = ctx.in("x");
  auto expert = ctx.in("expert_idx");
  auto ex = ctx.out("expanded_x");
  auto row = ctx.out("expanded_row_idx");
  auto eid = ctx.out("expanded_expert_idx");
  const int64_t n = ctx.size("n"), k = ctx.size("k"), h = ctx.size("h");
  const int64_t rows = std::min(n, ctx.size("active")) * k;
  auto e = [&](int64_t r) { return expert[(r % n) * k + r / n]; };
  std::vector<int64_t> perm(static_cast<size_t>(n * k));
  std::iota(perm.begin(), perm.end(), 0);
  std::stable_sort(perm.begin(), perm.end(), [&](int64_t a, int64_t b) { return e(a) < e(b); });
  for (int64_t p = 0; p < n * k; ++p) {
    const int64_t r = perm[static_cast<size_t>(p)];
    eid[p] = e(r);
    row[r] = static_cast<double>(p);
    if (p < rows)
      for (int64_t c = 0; c < h; ++c) ex[p * h + c] = x[(r % n) * h + c];
  }
}
