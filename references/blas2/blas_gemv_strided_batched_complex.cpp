// SPDX-License-Identifier: Apache-2.0
#include "../blas3/blas_cref.hpp"

// y_b = alpha * op(A_b) x_b + beta * y_b for b < batch (op by trans 0/1/2 = N/T/C), each a complex
// gemv on the batch's slices; beta = 0 never reads y; y's other elements keep their values.
KM_REFERENCE(blas_gemv_strided_batched_complex) {
  using namespace km::cblas;
  const int64_t batch = ctx.size("batch"), m = ctx.size("m"), n = ctx.size("n");
  const int64_t lda = ctx.size("lda"), incx = ctx.size("incx"), incy = ctx.size("incy");
  const int64_t sa = ctx.size("strideA"), sx = ctx.size("stridex"), sy = ctx.size("stridey");
  const int trans = static_cast<int>(ctx.param("trans"));
  const int64_t rows = trans ? n : m, cols = trans ? m : n;
  const cd alpha = scalar(ctx, "alpha"), beta = scalar(ctx, "beta");
  const double* a = ctx.in("A").data();
  const double* x = ctx.in("x").data();
  double* y = ctx.out("y").data();
  double* terms = ctx.scale("y");
  for (int64_t b = 0; b < batch; ++b)
    cgemm(cop(a + 2 * b * sa, lda, trans), CMat{x + 2 * b * sx, incx, 0, false}, rows, 1, cols,
          alpha, beta, y + 2 * b * sy, incy, 0, terms + 2 * b * sy);
}
