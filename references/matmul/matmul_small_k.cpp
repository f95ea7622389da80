// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include <vector>

// torch.matmul(A, B), in double: the operands are laid out as row-major [m, k] and [k, n] and
// multiplied by accumulate_matmul (terms in ascending p).
KM_REFERENCE(matmul_small_k) {
  auto A = ctx.in("A");
  auto B = ctx.in("B");
  auto C = ctx.out("C");
  const int64_t m = ctx.size("m");
  const int64_t n = ctx.size("n");
  const int64_t k = ctx.size("k");
  const int64_t M = m, N = n, K = k;
  const double* a = A.data();
  const double* b = B.data();
  km::accumulate_matmul(a, b, C.data(), M, N, K);
}

// One dot product per requested element, terms in ascending p as the full reference takes them:
// the same bits.
KM_REFERENCE_AT(matmul_small_k) {
  (void)output;
  auto A = ctx.in("A");
  auto B = ctx.in("B");
  const int64_t n = ctx.size("n");
  const int64_t k = ctx.size("k");
  const int64_t N = n, K = k;
  km::parallel_for(static_cast<int64_t>(which.size()), [&](int64_t s) {
    const int64_t i = which[s] / N, j = which[s] % N;
    double acc = 0;
    for (int64_t p = 0; p < K; ++p) acc += A[i * k + p] * B[p * n + j];
    out[s] = acc;
  });
}
