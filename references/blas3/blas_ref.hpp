// SPDX-License-Identifier: Apache-2.0
// Column-major BLAS helpers shared by the blas2 and blas3 references (cuBLAS's conventions:
// element (i, j) of a matrix with leading dimension ld is at i + j * ld; trans 0 = N, 1 = T;
// uplo 0 = lower, 1 = upper; diag 0 = non-unit, 1 = unit; side 0 = left, 1 = right).
#pragma once

#include <cmath>
#include <cstdint>

namespace km::blas {

/// A strided matrix view: (i, j) is p[i * rs + j * cs]. A column-major A is {p, 1, lda}, its
/// transpose {p, lda, 1}, a vector of increment inc as a column {p, inc, 0}.
struct Mat {
  const double* p;
  int64_t rs, cs;
  double operator()(int64_t i, int64_t j) const { return p[i * rs + j * cs]; }
};
inline Mat op(const double* p, int64_t ld, bool trans) { return trans ? Mat{p, ld, 1} : Mat{p, 1, ld}; }

/// C(i, j) = alpha * sum_p a(i, p) b(p, j) + beta * C(i, j), C at c[i * crs + j * ccs]; beta = 0
/// never reads C (cuBLAS: C need not hold numbers then). terms (if given) gets each element's
/// term size sum |alpha a b| + |beta c| for the tolerance (a sum that cancels).
inline void gemm(const Mat& a, const Mat& b, int64_t m, int64_t n, int64_t k, double alpha,
                 double beta, double* c, int64_t crs, int64_t ccs, double* terms) {
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i) {
      double s = 0, t = 0;
      for (int64_t q = 0; q < k; ++q) {
        const double v = a(i, q) * b(q, j);
        s += v;
        t += std::fabs(v);
      }
      double& out = c[i * crs + j * ccs];
      const double bc = beta == 0 ? 0.0 : beta * out;
      if (terms) terms[i * crs + j * ccs] = std::fabs(alpha) * t + std::fabs(bc);
      out = alpha * s + bc;
    }
}

/// Element (i, j) of the triangle uplo of column-major a (zero outside it; 1 on the diagonal
/// where unit), so a solve never reads the other triangle or a unit diagonal.
inline double tri(const double* a, int64_t lda, bool upper, bool unit, int64_t i, int64_t j) {
  if (i == j) return unit ? 1.0 : a[i + j * lda];
  return (upper ? i < j : i > j) ? a[i + j * lda] : 0.0;
}

/// Solves op(T) x = b in place (x strided by inc), T the uplo triangle of the q x q matrix a.
inline void trsv(const double* a, int64_t lda, int64_t q, bool upper, bool trans, bool unit,
                 double* x, int64_t inc) {
  auto e = [&](int64_t i, int64_t j) {
    return trans ? tri(a, lda, upper, unit, j, i) : tri(a, lda, upper, unit, i, j);
  };
  const bool lower = upper == trans;  // op(T) is lower triangular
  for (int64_t s = 0; s < q; ++s) {
    const int64_t i = lower ? s : q - 1 - s;
    double v = x[i * inc];
    if (lower)
      for (int64_t j = 0; j < i; ++j) v -= e(i, j) * x[j * inc];
    else
      for (int64_t j = i + 1; j < q; ++j) v -= e(i, j) * x[j * inc];
    x[i * inc] = v / e(i, i);
  }
}

}  // namespace km::blas
