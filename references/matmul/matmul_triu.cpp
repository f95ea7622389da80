// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

namespace {
// C[i, j] = sum of A[i, p] * B[p, j] over every p (the zeros included), kept where j >= i:
// the torch semantics taken literally, not the triangular shortcut a kernel may use.
template <class V>  // ConstView (full reference) or StoredView (sampled elements)
double element(const V& A, const V& B, int64_t n, int64_t i, int64_t j) {
  if (!(j >= i)) return 0.0;
  double acc = 0;
  for (int64_t p = 0; p < n; ++p) acc += A[i * n + p] * B[p * n + j];
  return acc;
}
}  // namespace

KM_REFERENCE(matmul_triu) {
  auto A = ctx.in("A");
  auto B = ctx.in("B");
  auto C = ctx.out("C");
  const int64_t n = ctx.size("n");
  km::parallel_for(n, [&](int64_t i) {
    for (int64_t j = 0; j < n; ++j) C[i * n + j] = element(A, B, n, i, j);
  });
}

KM_REFERENCE_AT(matmul_triu) {
  (void)output;
  const int64_t n = ctx.size("n");
  km::parallel_for(static_cast<int64_t>(which.size()), [&](int64_t s) {
    out[s] = element(ctx.in("A"), ctx.in("B"), n, which[s] / n, which[s] % n);
  });
}
