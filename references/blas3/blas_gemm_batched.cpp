// SPDX-License-Identifier: Apache-2.0
#include "blas_ref.hpp"
#include "core/reference_list.hpp"

// batch independent gemms over lists of matrices: C[b] = alpha * op(A[b]) op(B[b]) + beta * C[b],
// each matrix its own buffer (column-major, leading dimensions lda, ldb, ldc).
KM_REFERENCE(blas_gemm_batched) {
  using namespace km::blas;
  const int64_t m = ctx.size("m"), n = ctx.size("n"), k = ctx.size("k");
  const int64_t lda = ctx.size("lda"), ldb = ctx.size("ldb"), ldc = ctx.size("ldc");
  const bool ta = ctx.param("transa") != 0, tb = ctx.param("transb") != 0;
  for (int64_t i = 0; i < ctx.size("batch"); ++i) {
    const double* a = km::item_in(ctx, "A", i).data();
    const double* b = km::item_in(ctx, "B", i).data();
    double* c = km::item_out(ctx, "C", i).data();
    double* terms = ctx.scale(km::ref_item_name("C", i));
    gemm(op(a, lda, ta), op(b, ldb, tb), m, n, k, ctx.param("alpha"), ctx.param("beta"), c, 1, ldc,
         terms);
  }
}
