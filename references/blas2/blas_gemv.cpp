// SPDX-License-Identifier: Apache-2.0
#include "../blas3/blas_ref.hpp"
#include "core/reference.hpp"

// y = alpha * op(A) x + beta * y on y's strided elements (a gemm with one column); beta = 0
// never reads y. A is column-major m x n in a [n, lda] buffer.
KM_REFERENCE(blas_gemv) {
  using namespace km::blas;
  const int64_t m = ctx.size("m"), n = ctx.size("n"), lda = ctx.size("lda");
  const int64_t incx = ctx.size("incx"), incy = ctx.size("incy");
  const bool trans = ctx.param("trans") != 0;
  auto y = ctx.out("y");
  const int64_t rows = trans ? n : m, cols = trans ? m : n;
  gemm(op(ctx.in("A").data(), lda, trans), Mat{ctx.in("x").data(), incx, 0}, rows, 1, cols,
       ctx.param("alpha"), ctx.param("beta"), y.data(), incy, 0, ctx.scale("y"));
}
