// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// y[b] = alpha op(A[b]) x[b] + beta y[b] per batch over arrays of pointers (each matrix and
// vector its own buffer), op N/T/C by trans 0/1/2; beta = 0 never reads y.
#include <complex>

using cd = std::complex<double>;
static inline cd ld(const km_c128& v) { return {v.re, v.im}; }
static inline km_c128 st(cd v) { return {static_cast<double>(v.real()), static_cast<double>(v.imag())}; }
// The product spelled out: std::complex's operator* calls libgcc's __muldc3 (its NaN/Inf recovery),
// an import outside the cpu symbol policy.
static inline cd mul(cd a, cd b) {
  return {a.real() * b.real() - a.imag() * b.imag(), a.real() * b.imag() + a.imag() * b.real()};
}

int blas_gemv_batched_complex_c128(const km_c128* const* A, const km_c128* const* x, km_c128* const* y, int64_t batch, int64_t m,
         int64_t n, int64_t lda, int64_t incx, int64_t incy, int64_t trans,
         double alpha_re, double alpha_im, double beta_re, double beta_im) {
  const cd alpha(alpha_re, alpha_im), beta(beta_re, beta_im);
  const int64_t rows = trans ? n : m, cols = trans ? m : n;
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t i = 0; i < rows; ++i) {
      const km_c128* a = A[b];
      const km_c128* xb = x[b];
      km_c128* yb = y[b];
      cd s = 0;
      for (int64_t j = 0; j < cols; ++j) {
        cd e = ld(trans ? a[j + i * lda] : a[i + j * lda]);
        if (trans == 2) e = std::conj(e);
        s += mul(e, ld(xb[j * incx]));
      }
      cd v = mul(alpha, s);
      if (beta != cd(0)) v += mul(beta, ld(yb[i * incy]));
      yb[i * incy] = st(v);
    }
  return 0;
}
