// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

// C[i, j] = sum_p A[i, p] * B[p, j], accumulated in double.
KM_REFERENCE(matmul) {
  auto A = ctx.in("A");
  auto B = ctx.in("B");
  auto C = ctx.out("C");
  km::accumulate_matmul(A.data(), B.data(), C.data(), ctx.size("m"), ctx.size("n"), ctx.size("k"));
}
