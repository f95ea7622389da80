// SPDX-License-Identifier: Apache-2.0
#include <vector>

#include "../blas3/blas_cref.hpp"

// y = alpha * S x + beta * y, S the complex symmetric (S = S^T, no conjugate) matrix whose uplo
// triangle A holds; the other triangle of A is never read. beta = 0 never reads y.
KM_REFERENCE(blas_symv_complex) {
  using namespace km::cblas;
  const int64_t n = ctx.size("n"), lda = ctx.size("lda");
  const int64_t incx = ctx.size("incx"), incy = ctx.size("incy");
  const bool upper = ctx.param("uplo") != 0;
  const double* a = ctx.in("A").data();
  std::vector<double> s(static_cast<size_t>(2 * n * n));  // the full matrix, ld n
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < n; ++i)
      put(s.data(), i + j * n, (upper ? i <= j : i >= j) ? get(a, i + j * lda) : get(a, j + i * lda));
  cgemm(CMat{s.data(), 1, n, false}, CMat{ctx.in("x").data(), incx, 0, false}, n, 1, n,
        scalar(ctx, "alpha"), scalar(ctx, "beta"), ctx.out("y").data(), incy, 0, ctx.scale("y"));
}
