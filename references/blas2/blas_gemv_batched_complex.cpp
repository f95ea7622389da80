// SPDX-License-Identifier: Apache-2.0
#include "../blas3/blas_cref.hpp"
#include "core/reference_list.hpp"

// y[b] = alpha * op(A[b]) x[b] + beta * y[b] for b < batch (op by trans 0/1/2 = N/T/C), each a
// complex gemv on its own buffers; beta = 0 never reads y; y's other elements keep their values.
KM_REFERENCE(blas_gemv_batched_complex) {
  using namespace km::cblas;
  const int64_t batch = ctx.size("batch"), m = ctx.size("m"), n = ctx.size("n");
  const int64_t lda = ctx.size("lda"), incx = ctx.size("incx"), incy = ctx.size("incy");
  const int trans = static_cast<int>(ctx.param("trans"));
  const int64_t rows = trans ? n : m, cols = trans ? m : n;
  const cd alpha = scalar(ctx, "alpha"), beta = scalar(ctx, "beta");
  for (int64_t b = 0; b < batch; ++b) {
    const double* a = km::item_in(ctx, "A", b).data();
    const double* x = km::item_in(ctx, "x", b).data();
    double* y = km::item_out(ctx, "y", b).data();
    double* terms = ctx.scale(km::ref_item_name("y", b));
    cgemm(cop(a, lda, trans), CMat{x, incx, 0, false}, rows, 1, cols, alpha, beta, y, incy, 0, terms);
  }
}
