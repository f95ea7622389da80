// SPDX-License-Identifier: Apache-2.0
#include "blas_cref.hpp"
#include "core/reference_list.hpp"

// C[b] = alpha * op(A[b]) op(B[b]) + beta * C[b] for b < batch, each matrix its own buffer, op by
// transa/transb 0/1/2 = N/T/C; beta = 0 never reads C; C's padding rows keep their values.
KM_REFERENCE(blas_gemm_batched_complex) {
  using namespace km::cblas;
  const int64_t batch = ctx.size("batch"), m = ctx.size("m"), n = ctx.size("n"), k = ctx.size("k");
  const int64_t lda = ctx.size("lda"), ldb = ctx.size("ldb"), ldc = ctx.size("ldc");
  const int ta = static_cast<int>(ctx.param("transa")), tb = static_cast<int>(ctx.param("transb"));
  const cd alpha = scalar(ctx, "alpha"), beta = scalar(ctx, "beta");
  for (int64_t i = 0; i < batch; ++i) {
    const double* a = km::item_in(ctx, "A", i).data();
    const double* b = km::item_in(ctx, "B", i).data();
    double* c = km::item_out(ctx, "C", i).data();
    double* terms = ctx.scale(km::ref_item_name("C", i));
    cgemm(cop(a, lda, ta), cop(b, ldb, tb), m, n, k, alpha, beta, c, 1, ldc, terms);
  }
}
