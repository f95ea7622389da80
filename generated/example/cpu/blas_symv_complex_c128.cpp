// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// y = alpha S x + beta y, S complex symmetric (S = S^T, no conjugate) from the uplo triangle of A;
// beta = 0 never reads y.
#include <complex>

using cd = std::complex<double>;
static inline cd ld(const km_c128& v) { return {v.re, v.im}; }
static inline km_c128 st(cd v) { return {static_cast<double>(v.real()), static_cast<double>(v.imag())}; }
// The product spelled out: std::complex's operator* calls libgcc's __muldc3 (its NaN/Inf recovery),
// an import outside the cpu symbol policy.
static inline cd mul(cd a, cd b) {
  return {a.real() * b.real() - a.imag() * b.imag(), a.real() * b.imag() + a.imag() * b.real()};
}

int blas_symv_complex_c128(const km_c128* A, const km_c128* x, km_c128* y, int64_t n, int64_t lda, int64_t incx, int64_t incy,
         int64_t uplo, double alpha_re, double alpha_im, double beta_re, double beta_im) {
  const cd alpha(alpha_re, alpha_im), beta(beta_re, beta_im);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    cd s = 0;
    for (int64_t j = 0; j < n; ++j) {
      const bool stored = uplo ? i <= j : i >= j;  // (i, j) in the triangle, else read (j, i)
      s += mul(ld(stored ? A[i + j * lda] : A[j + i * lda]), ld(x[j * incx]));
    }
    cd v = mul(alpha, s);
    if (beta != cd(0)) v += mul(beta, ld(y[i * incy]));
    y[i * incy] = st(v);
  }
  return 0;
}
