// SPDX-License-Identifier: Apache-2.0
#include "../blas3/blas_ref.hpp"
#include "core/reference.hpp"

// Solves op(T) x = b in place on x's strided elements, T the uplo triangle of A (unit diagonal
// where diag = 1: the stored diagonal is then not read).
KM_REFERENCE(blas_trsv) {
  auto x = ctx.out("x");
  km::blas::trsv(ctx.in("A").data(), ctx.size("lda"), ctx.size("n"), ctx.param("uplo") != 0,
                 ctx.param("trans") != 0, ctx.param("diag") != 0, x.data(), ctx.size("incx"));
}
