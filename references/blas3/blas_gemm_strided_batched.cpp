// SPDX-License-Identifier: Apache-2.0
#include "blas_ref.hpp"
#include "core/reference.hpp"

// batch independent gemms, matrix b of A, B and C starting at b * strideA, b * strideB,
// b * strideC of their buffers.
KM_REFERENCE(blas_gemm_strided_batched) {
  using namespace km::blas;
  const int64_t m = ctx.size("m"), n = ctx.size("n"), k = ctx.size("k");
  const int64_t lda = ctx.size("lda"), ldb = ctx.size("ldb"), ldc = ctx.size("ldc");
  const int64_t sa = ctx.size("strideA"), sb = ctx.size("strideB"), sc = ctx.size("strideC");
  const bool ta = ctx.param("transa") != 0, tb = ctx.param("transb") != 0;
  const double* a = ctx.in("A").data();
  const double* b = ctx.in("B").data();
  double* c = ctx.out("C").data();
  double* terms = ctx.scale("C");
  for (int64_t i = 0; i < ctx.size("batch"); ++i)
    gemm(op(a + i * sa, lda, ta), op(b + i * sb, ldb, tb), m, n, k, ctx.param("alpha"),
         ctx.param("beta"), c + i * sc, 1, ldc, terms + i * sc);
}
