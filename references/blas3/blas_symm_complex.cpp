// SPDX-License-Identifier: Apache-2.0
#include <vector>

#include "blas_cref.hpp"

// C = alpha * S B + beta * C (side 0) or alpha * B S + beta * C (side 1), S the complex symmetric
// matrix (S = S^T, no conjugate) whose uplo triangle A holds; beta = 0 never reads C.
KM_REFERENCE(blas_symm_complex) {
  using namespace km::cblas;
  const int64_t m = ctx.size("m"), n = ctx.size("n"), lda = ctx.size("lda");
  const bool right = ctx.param("side") != 0, upper = ctx.param("uplo") != 0;
  const int64_t q = right ? n : m;
  const double* a = ctx.in("A").data();
  std::vector<double> s(static_cast<size_t>(2 * q * q));  // the full matrix, ld q
  for (int64_t j = 0; j < q; ++j)
    for (int64_t i = 0; i < q; ++i)
      put(s.data(), i + j * q, (upper ? i <= j : i >= j) ? get(a, i + j * lda) : get(a, j + i * lda));
  const CMat sym{s.data(), 1, q, false}, b = cop(ctx.in("B").data(), ctx.size("ldb"), 0);
  cgemm(right ? b : sym, right ? sym : b, m, n, q, scalar(ctx, "alpha"), scalar(ctx, "beta"),
        ctx.out("C").data(), 1, ctx.size("ldc"), ctx.scale("C"));
}
