// SPDX-License-Identifier: Apache-2.0
#include <vector>

#include "blas_cref.hpp"

// C = alpha * op(A) op(A)^T + beta * C on the uplo triangle only (complex symmetric: the plain
// transpose, no conjugate); the other triangle and the padding rows keep their values.
KM_REFERENCE(blas_syrk_complex) {
  using namespace km::cblas;
  const int64_t n = ctx.size("n"), k = ctx.size("k"), ldc = ctx.size("ldc");
  const bool upper = ctx.param("uplo") != 0;
  const CMat a = cop(ctx.in("A").data(), ctx.size("lda"), ctx.param("trans") != 0);  // n x k
  const CMat at{a.p, a.cs, a.rs, false};                                              // k x n
  auto c = ctx.out("C");
  std::vector<double> full(c.data(), c.data() + c.numel());
  std::vector<double> terms(full.size());
  cgemm(a, at, n, n, k, scalar(ctx, "alpha"), scalar(ctx, "beta"), full.data(), 1, ldc,
        terms.data());
  double* scale = ctx.scale("C");
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < n; ++i)
      if (upper ? i <= j : i >= j) {
        const auto e = static_cast<size_t>(2 * (i + j * ldc));
        c[e] = full[e];
        c[e + 1] = full[e + 1];
        scale[e] = terms[e];
      }
}
