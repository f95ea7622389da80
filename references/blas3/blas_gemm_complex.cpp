// SPDX-License-Identifier: Apache-2.0
#include "blas_cref.hpp"

// C = alpha * op(A) op(B) + beta * C on the m x n column-major C (ldc >= m; padding rows keep
// their values), op by transa/transb 0/1/2 = N/T/C; beta = 0 never reads C. Columns of C are
// independent, so they run on the host's threads (same bits either way).
KM_REFERENCE(blas_gemm_complex) {
  using namespace km::cblas;
  const int64_t m = ctx.size("m"), n = ctx.size("n"), k = ctx.size("k");
  const int64_t lda = ctx.size("lda"), ldb = ctx.size("ldb"), ldc = ctx.size("ldc");
  const int ta = static_cast<int>(ctx.param("transa")), tb = static_cast<int>(ctx.param("transb"));
  const CMat a = cop(ctx.in("A").data(), lda, ta);
  const CMat b = cop(ctx.in("B").data(), ldb, tb);
  const cd alpha = scalar(ctx, "alpha"), beta = scalar(ctx, "beta");
  double* c = ctx.out("C").data();
  double* terms = ctx.scale("C");
  km::parallel_for(n, [&](int64_t j) {
    const CMat bj{b.p + 2 * j * b.cs, b.rs, 0, b.conj};
    cgemm(a, bj, m, 1, k, alpha, beta, c + 2 * j * ldc, 1, 0, terms + 2 * j * ldc);
  });
}
