// SPDX-License-Identifier: Apache-2.0
#include "blas_ref.hpp"
#include "core/reference.hpp"

// X overwrites B: op(T) X = alpha B (side 0: one trsv per column of B) or X op(T) = alpha B
// (side 1: op(T)^T x = alpha b per row of B), T the uplo triangle of A (unit diagonal where
// diag = 1).
KM_REFERENCE(blas_trsm) {
  const int64_t m = ctx.size("m"), n = ctx.size("n"), ldb = ctx.size("ldb");
  const bool right = ctx.param("side") != 0, trans = ctx.param("trans") != 0;
  const double alpha = ctx.param("alpha");
  auto b = ctx.out("B");
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i) b[i + j * ldb] *= alpha;
  const double* a = ctx.in("A").data();
  const bool upper = ctx.param("uplo") != 0, unit = ctx.param("diag") != 0;
  if (!right)
    for (int64_t j = 0; j < n; ++j)
      km::blas::trsv(a, ctx.size("lda"), m, upper, trans, unit, b.data() + j * ldb, 1);
  else
    for (int64_t i = 0; i < m; ++i)
      km::blas::trsv(a, ctx.size("lda"), n, upper, !trans, unit, b.data() + i, ldb);
}
