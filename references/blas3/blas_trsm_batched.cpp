// SPDX-License-Identifier: Apache-2.0
#include "blas_ref.hpp"
#include "core/reference_list.hpp"

// For each b: X overwrites B[b], op(T[b]) X = alpha B[b] (side 0: one trsv per column) or
// X op(T[b]) = alpha B[b] (side 1: op(T)^T x = alpha b per row), T[b] the uplo triangle of A[b].
KM_REFERENCE(blas_trsm_batched) {
  const int64_t m = ctx.size("m"), n = ctx.size("n"), ldb = ctx.size("ldb"), lda = ctx.size("lda");
  const bool right = ctx.param("side") != 0, trans = ctx.param("trans") != 0;
  const bool upper = ctx.param("uplo") != 0, unit = ctx.param("diag") != 0;
  const double alpha = ctx.param("alpha");
  for (int64_t bi = 0; bi < ctx.size("batch"); ++bi) {
    auto b = km::item_out(ctx, "B", bi);
    const double* a = km::item_in(ctx, "A", bi).data();
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < m; ++i) b[i + j * ldb] *= alpha;
    if (!right)
      for (int64_t j = 0; j < n; ++j) km::blas::trsv(a, lda, m, upper, trans, unit, b.data() + j * ldb, 1);
    else
      for (int64_t i = 0; i < m; ++i) km::blas::trsv(a, lda, n, upper, !trans, unit, b.data() + i, ldb);
  }
}
