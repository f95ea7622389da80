// SPDX-License-Identifier: Apache-2.0
// Complex column-major BLAS helpers for the *_complex references (c64, c128 tasks). A complex
// tensor reaches a reference as its real view (core/tensor.cpp): element e is (p[2e], p[2e+1]).
// trans 0 = N, 1 = T, 2 = C (conjugate transpose), as cuBLAS's CUBLAS_OP_N/T/C.
#pragma once

#include <complex>
#include <cstdint>

#include "core/reference.hpp"

namespace km::cblas {

using cd = std::complex<double>;

inline cd get(const double* p, int64_t e) { return {p[2 * e], p[2 * e + 1]}; }
inline void put(double* p, int64_t e, cd v) {
  p[2 * e] = v.real();
  p[2 * e + 1] = v.imag();
}
/// A complex scalar given as two real params `<name>_re`, `<name>_im`.
inline cd scalar(const RefContext& ctx, const std::string& name) {
  return {ctx.param(name + "_re"), ctx.param(name + "_im")};
}

/// A strided complex matrix view: (i, j) is element i * rs + j * cs, conjugated where conj.
struct CMat {
  const double* p;
  int64_t rs, cs;
  bool conj;
  cd operator()(int64_t i, int64_t j) const {
    const cd v = get(p, i * rs + j * cs);
    return conj ? std::conj(v) : v;
  }
};
/// op(A) of a column-major A with leading dimension ld: trans 0 = A, 1 = A^T, 2 = A^H.
inline CMat cop(const double* p, int64_t ld, int trans) {
  return trans ? CMat{p, ld, 1, trans == 2} : CMat{p, 1, ld, false};
}

/// C(i, j) = alpha * sum_q a(i, q) b(q, j) + beta * C(i, j) (elements of C at i * crs + j * ccs);
/// beta = 0 never reads C. terms (if given) gets each element's term size |alpha| sum |a b| +
/// |beta c| at the real part's index, for the tolerance of sums that cancel.
inline void cgemm(const CMat& a, const CMat& b, int64_t m, int64_t n, int64_t k, cd alpha, cd beta,
                  double* c, int64_t crs, int64_t ccs, double* terms) {
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i) {
      cd s = 0;
      double t = 0;
      for (int64_t q = 0; q < k; ++q) {
        const cd v = a(i, q) * b(q, j);
        s += v;
        t += std::abs(v);
      }
      const int64_t e = i * crs + j * ccs;
      const cd bc = beta == cd(0) ? cd(0) : beta * get(c, e);
      if (terms) terms[2 * e] = std::abs(alpha) * t + std::abs(bc);
      put(c, e, alpha * s + bc);
    }
}

}  // namespace km::cblas
