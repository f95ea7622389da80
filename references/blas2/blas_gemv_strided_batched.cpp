// SPDX-License-Identifier: Apache-2.0
#include "../blas3/blas_ref.hpp"
#include "core/reference.hpp"

// batch gemvs (each a gemm with one column), matrix and vectors b at their batch strides.
KM_REFERENCE(blas_gemv_strided_batched) {
  using namespace km::blas;
  const int64_t m = ctx.size("m"), n = ctx.size("n"), lda = ctx.size("lda");
  const int64_t incx = ctx.size("incx"), incy = ctx.size("incy");
  const int64_t sa = ctx.size("strideA"), sx = ctx.size("stridex"), sy = ctx.size("stridey");
  const bool trans = ctx.param("trans") != 0;
  const int64_t rows = trans ? n : m, cols = trans ? m : n;
  const double* a = ctx.in("A").data();
  const double* x = ctx.in("x").data();
  double* y = ctx.out("y").data();
  double* terms = ctx.scale("y");
  for (int64_t b = 0; b < ctx.size("batch"); ++b)
    gemm(op(a + b * sa, lda, trans), Mat{x + b * sx, incx, 0}, rows, 1, cols, ctx.param("alpha"),
         ctx.param("beta"), y + b * sy, incy, 0, terms + b * sy);
}
