// SPDX-License-Identifier: Apache-2.0
#include "blas_cref.hpp"

// C_b = alpha * op(A_b) op(B_b) + beta * C_b for b < batch, the matrices at b * stride of their
// buffers, op by transa/transb 0/1/2 = N/T/C; beta = 0 never reads C; what lies outside the
// m x n matrices of C keeps its values.
KM_REFERENCE(blas_gemm_strided_batched_complex) {
  using namespace km::cblas;
  const int64_t batch = ctx.size("batch"), m = ctx.size("m"), n = ctx.size("n"), k = ctx.size("k");
  const int64_t lda = ctx.size("lda"), ldb = ctx.size("ldb"), ldc = ctx.size("ldc");
  const int64_t sa = ctx.size("strideA"), sb = ctx.size("strideB"), sc = ctx.size("strideC");
  const int ta = static_cast<int>(ctx.param("transa")), tb = static_cast<int>(ctx.param("transb"));
  const cd alpha = scalar(ctx, "alpha"), beta = scalar(ctx, "beta");
  const double* a = ctx.in("A").data();
  const double* b = ctx.in("B").data();
  double* c = ctx.out("C").data();
  double* terms = ctx.scale("C");
  km::parallel_for(batch, [&](int64_t i) {
    cgemm(cop(a + 2 * i * sa, lda, ta), cop(b + 2 * i * sb, ldb, tb), m, n, k, alpha, beta,
          c + 2 * i * sc, 1, ldc, terms + 2 * i * sc);
  });
}
