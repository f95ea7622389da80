// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include <vector>

// y = x @ W.T + b (b only with has_bias), in double: the operands are laid out as row-major [m, k]
// and [k, n] and multiplied by accumulate_matmul (terms in ascending p).
KM_REFERENCE(linear) {
  auto A = ctx.in("x");
  auto B = ctx.in("W");
  auto C = ctx.out("y");
  const int64_t m = ctx.size("m");
  const int64_t n = ctx.size("n");
  const int64_t k = ctx.size("k");
  const int64_t M = m, N = n, K = k;
  const double* a = A.data();
  std::vector<double> bt(static_cast<size_t>(K * N));
  for (int64_t p = 0; p < K; ++p)
    for (int64_t j = 0; j < N; ++j) bt[p * N + j] = B[j * k + p];
  const double* b = bt.data();
  km::accumulate_matmul(a, b, C.data(), M, N, K);
  if (ctx.param("has_bias") != 0) {
    auto bias = ctx.in("b");
    for (int64_t i = 0; i < M; ++i)
      for (int64_t j = 0; j < N; ++j) C[i * N + j] += bias[j];
  }
}
