// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// C = alpha S B + beta C (side 0) or alpha B S + beta C (side 1), S complex symmetric (no conjugate)
// from the uplo triangle of A; beta = 0 never reads C.
#include <complex>

using cd = std::complex<double>;
static inline cd ld(const km_c128& v) { return {v.re, v.im}; }
static inline km_c128 st(cd v) { return {static_cast<double>(v.real()), static_cast<double>(v.imag())}; }
// The product spelled out: std::complex's operator* calls libgcc's __muldc3 (its NaN/Inf recovery),
// an import outside the cpu symbol policy.
static inline cd mul(cd a, cd b) {
  return {a.real() * b.real() - a.imag() * b.imag(), a.real() * b.imag() + a.imag() * b.real()};
}

int blas_symm_complex_c128(const km_c128* A, const km_c128* B, km_c128* C, int64_t m, int64_t n, int64_t lda, int64_t ldb,
         int64_t ldc, int64_t side, int64_t uplo, double alpha_re, double alpha_im, double beta_re,
         double beta_im) {
  const cd alpha(alpha_re, alpha_im), beta(beta_re, beta_im);
  const int64_t q = side ? n : m;
  auto s = [&](int64_t i, int64_t j) {  // element (i, j) of the symmetric matrix
    return ld((uplo ? i <= j : i >= j) ? A[i + j * lda] : A[j + i * lda]);
  };
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i) {
      cd acc = 0;
      for (int64_t p = 0; p < q; ++p)
        acc += side ? mul(ld(B[i + p * ldb]), s(p, j)) : mul(s(i, p), ld(B[p + j * ldb]));
      cd v = mul(alpha, acc);
      if (beta != cd(0)) v += mul(beta, ld(C[i + j * ldc]));
      C[i + j * ldc] = st(v);
    }
  return 0;
}
