// SPDX-License-Identifier: Apache-2.0
#include <vector>

#include "blas_ref.hpp"
#include "core/reference.hpp"

// C = alpha op(A) op(A)^T + beta C on the uplo triangle of the n x n C only: the other
// triangle and the padding rows keep their initial values.
KM_REFERENCE(blas_syrk) {
  using namespace km::blas;
  const int64_t n = ctx.size("n"), k = ctx.size("k"), ldc = ctx.size("ldc");
  const bool upper = ctx.param("uplo") != 0, trans = ctx.param("trans") != 0;
  const Mat a = op(ctx.in("A").data(), ctx.size("lda"), trans);  // n x k
  const Mat at{a.p, a.cs, a.rs};                                   // its transpose, k x n
  auto c = ctx.out("C");
  std::vector<double> full(c.data(), c.data() + c.numel());
  std::vector<double> terms(full.size());
  gemm(a, at, n, n, k, ctx.param("alpha"), ctx.param("beta"), full.data(), 1, ldc, terms.data());
  double* scale = ctx.scale("C");
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < n; ++i)
      if (upper ? i <= j : i >= j) {
        c[i + j * ldc] = full[static_cast<size_t>(i + j * ldc)];
        scale[i + j * ldc] = terms[static_cast<size_t>(i + j * ldc)];
      }
}
