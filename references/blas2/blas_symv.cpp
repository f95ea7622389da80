// SPDX-License-Identifier: Apache-2.0
#include <vector>

#include "../blas3/blas_ref.hpp"
#include "core/reference.hpp"

// y = alpha * A x + beta * y, A symmetric n x n given by its uplo triangle alone (the other
// triangle of the buffer holds unrelated values and is never read).
KM_REFERENCE(blas_symv) {
  using namespace km::blas;
  const int64_t n = ctx.size("n"), lda = ctx.size("lda");
  const int64_t incx = ctx.size("incx"), incy = ctx.size("incy");
  const bool upper = ctx.param("uplo") != 0;
  auto a = ctx.in("A");
  std::vector<double> s(static_cast<size_t>(n * n));  // the full symmetric matrix, ld n
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < n; ++i)
      s[i + j * n] = (upper ? i <= j : i >= j) ? a[i + j * lda] : a[j + i * lda];
  auto y = ctx.out("y");
  gemm(Mat{s.data(), 1, n}, Mat{ctx.in("x").data(), incx, 0}, n, 1, n, ctx.param("alpha"),
       ctx.param("beta"), y.data(), incy, 0, ctx.scale("y"));
}
