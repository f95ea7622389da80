// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// C = alpha op(A) op(A)^T + beta C on the uplo triangle (complex symmetric, no conjugate);
// beta = 0 never reads C; the other triangle is left alone.
#include <complex>

using cd = std::complex<double>;
static inline cd ld(const km_c128& v) { return {v.re, v.im}; }
static inline km_c128 st(cd v) { return {static_cast<double>(v.real()), static_cast<double>(v.imag())}; }
// The product spelled out: std::complex's operator* calls libgcc's __muldc3 (its NaN/Inf recovery),
// an import outside the cpu symbol policy.
static inline cd mul(cd a, cd b) {
  return {a.real() * b.real() - a.imag() * b.imag(), a.real() * b.imag() + a.imag() * b.real()};
}

int blas_syrk_complex_c128(const km_c128* A, km_c128* C, int64_t n, int64_t k, int64_t lda, int64_t ldc, int64_t uplo,
         int64_t trans, double alpha_re, double alpha_im, double beta_re, double beta_im) {
  const cd alpha(alpha_re, alpha_im), beta(beta_re, beta_im);
  // op(A)(i, p): A(i, p) for trans 0 (n x k), A(p, i) for trans 1
  auto a = [&](int64_t i, int64_t p) { return ld(trans ? A[p + i * lda] : A[i + p * lda]); };
#pragma omp parallel for schedule(dynamic, 4)
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = uplo ? 0 : j; i < (uplo ? j + 1 : n); ++i) {
      cd s = 0;
      for (int64_t p = 0; p < k; ++p) s += mul(a(i, p), a(j, p));
      cd v = mul(alpha, s);
      if (beta != cd(0)) v += mul(beta, ld(C[i + j * ldc]));
      C[i + j * ldc] = st(v);
    }
  return 0;
}
