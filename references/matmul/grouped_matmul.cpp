// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// out[r, :] = A[r, :] @ B[g] for the rows r in [offsets[g], offsets[g + 1]) of every group g,
// accumulated in double. The generator's offsets rise from 0 to m, so every row is written once.
KM_REFERENCE(grouped_matmul) {
  auto A = ctx.in("A");
  auto B = ctx.in("B");
  auto offsets = ctx.in("offsets");
  auto out = ctx.out("out");
  const int64_t k = ctx.size("k"), n = ctx.size("n"), groups = ctx.size("groups");
  for (int64_t g = 0; g < groups; ++g) {
    const int64_t r0 = static_cast<int64_t>(offsets[g]), r1 = static_cast<int64_t>(offsets[g + 1]);
    if (r1 > r0)
      km::accumulate_matmul(A.data() + r0 * k, B.data() + g * k * n, out.data() + r0 * n, r1 - r0,
                            n, k);
  }
}
