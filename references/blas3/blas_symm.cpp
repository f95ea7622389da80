// SPDX-License-Identifier: Apache-2.0
#include <vector>

#include "blas_ref.hpp"
#include "core/reference.hpp"

// C = alpha A B + beta C (side 0) or alpha B A + beta C (side 1), A symmetric (m x m or n x n)
// given by its uplo triangle alone; the other triangle of its buffer is never read.
KM_REFERENCE(blas_symm) {
  using namespace km::blas;
  const int64_t m = ctx.size("m"), n = ctx.size("n"), lda = ctx.size("lda");
  const bool right = ctx.param("side") != 0, upper = ctx.param("uplo") != 0;
  const int64_t q = right ? n : m;
  auto a = ctx.in("A");
  std::vector<double> s(static_cast<size_t>(q * q));  // the full symmetric matrix, ld q
  for (int64_t j = 0; j < q; ++j)
    for (int64_t i = 0; i < q; ++i)
      s[i + j * q] = (upper ? i <= j : i >= j) ? a[i + j * lda] : a[j + i * lda];
  const Mat sym{s.data(), 1, q}, b = op(ctx.in("B").data(), ctx.size("ldb"), false);
  auto c = ctx.out("C");
  gemm(right ? b : sym, right ? sym : b, m, n, q, ctx.param("alpha"), ctx.param("beta"), c.data(),
       1, ctx.size("ldc"), ctx.scale("C"));
}
