// SPDX-License-Identifier: Apache-2.0
#include "../blas3/blas_ref.hpp"
#include "core/reference_list.hpp"

// batch gemvs over lists (each a gemm with one column): y[b] = alpha op(A[b]) x[b] + beta y[b].
KM_REFERENCE(blas_gemv_batched) {
  using namespace km::blas;
  const int64_t m = ctx.size("m"), n = ctx.size("n"), lda = ctx.size("lda");
  const int64_t incx = ctx.size("incx"), incy = ctx.size("incy");
  const bool trans = ctx.param("trans") != 0;
  const int64_t rows = trans ? n : m, cols = trans ? m : n;
  for (int64_t b = 0; b < ctx.size("batch"); ++b) {
    const double* a = km::item_in(ctx, "A", b).data();
    const double* x = km::item_in(ctx, "x", b).data();
    double* y = km::item_out(ctx, "y", b).data();
    double* terms = ctx.scale(km::ref_item_name("y", b));
    gemm(op(a, lda, trans), Mat{x, incx, 0}, rows, 1, cols, ctx.param("alpha"), ctx.param("beta"), y,
         incy, 0, terms);
  }
}
