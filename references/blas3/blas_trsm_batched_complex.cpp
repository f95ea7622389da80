// SPDX-License-Identifier: Apache-2.0
#include <vector>

#include "blas_cref.hpp"
#include "core/reference_list.hpp"

// For each b: X overwrites B[b], op(T[b]) X = alpha B[b] (side 0) or X op(T[b]) = alpha B[b]
// (side 1), T[b] the uplo triangle of A[b] (unit diagonal where diag), op = N, T or C (trans 0, 1,
// 2). op(T) is formed densely, then solved by substitution: column by column on the left; on the
// right row by row, as op(T)^T x = alpha b (a plain transpose: X M = B is M^T X^T = B^T).
KM_REFERENCE(blas_trsm_batched_complex) {
  using km::cblas::cd;
  const int64_t m = ctx.size("m"), n = ctx.size("n"), ldb = ctx.size("ldb"), lda = ctx.size("lda");
  const bool right = ctx.param("side") != 0, upper = ctx.param("uplo") != 0,
             unit = ctx.param("diag") != 0;
  const int trans = static_cast<int>(ctx.param("trans"));
  const cd alpha = km::cblas::scalar(ctx, "alpha");
  const int64_t q = right ? n : m;
  for (int64_t bi = 0; bi < ctx.size("batch"); ++bi) {
    auto b = km::item_out(ctx, "B", bi);
    const double* a = km::item_in(ctx, "A", bi).data();
    // M = op(T), q x q; then S = M (left) or M^T (right), and each right-hand side solves S x = r.
    std::vector<cd> M(static_cast<size_t>(q * q), cd(0));
    for (int64_t i = 0; i < q; ++i)
      for (int64_t j = 0; j < q; ++j) {
        const bool in_tri = upper ? i <= j : i >= j;
        cd t = !in_tri ? cd(0) : (i == j && unit) ? cd(1) : km::cblas::get(a, i + j * lda);
        // op(T)(r, c): T(r, c), T(c, r) or conj(T(c, r))
        if (trans == 0) M[i * q + j] = t;
        else M[j * q + i] = trans == 2 ? std::conj(t) : t;
      }
    const bool m_lower = (!upper) != (trans != 0);  // T lower, transposed or not
    const bool s_lower = right ? !m_lower : m_lower;
    auto S = [&](int64_t r, int64_t c) { return right ? M[c * q + r] : M[r * q + c]; };
    const int64_t rhs = right ? m : n;
    std::vector<cd> x(static_cast<size_t>(q));
    for (int64_t v = 0; v < rhs; ++v) {
      // element k of right-hand side v: B(k, v) on the left, B(v, k) on the right
      auto at = [&](int64_t k) { return right ? v + k * ldb : k + v * ldb; };
      for (int64_t k = 0; k < q; ++k) x[k] = alpha * km::cblas::get(b.data(), at(k));
      for (int64_t s = 0; s < q; ++s) {
        const int64_t k = s_lower ? s : q - 1 - s;
        cd acc = x[k];
        if (s_lower)
          for (int64_t p = 0; p < k; ++p) acc -= S(k, p) * x[p];
        else
          for (int64_t p = k + 1; p < q; ++p) acc -= S(k, p) * x[p];
        x[k] = acc / S(k, k);
      }
      for (int64_t k = 0; k < q; ++k) km::cblas::put(b.data(), at(k), x[k]);
    }
  }
}
