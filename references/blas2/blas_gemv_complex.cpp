// SPDX-License-Identifier: Apache-2.0
#include "../blas3/blas_cref.hpp"

// y = alpha * op(A) x + beta * y on y's strided elements (a complex gemm with one column), op by
// trans 0/1/2 = N/T/C; beta = 0 never reads y. A is column-major m x n in a [n, lda] buffer.
KM_REFERENCE(blas_gemv_complex) {
  using namespace km::cblas;
  const int64_t m = ctx.size("m"), n = ctx.size("n"), lda = ctx.size("lda");
  const int64_t incx = ctx.size("incx"), incy = ctx.size("incy");
  const int trans = static_cast<int>(ctx.param("trans"));
  const int64_t rows = trans ? n : m, cols = trans ? m : n;
  cgemm(cop(ctx.in("A").data(), lda, trans), CMat{ctx.in("x").data(), incx, 0, false}, rows, 1,
        cols, scalar(ctx, "alpha"), scalar(ctx, "beta"), ctx.out("y").data(), incy, 0,
        ctx.scale("y"));
}
