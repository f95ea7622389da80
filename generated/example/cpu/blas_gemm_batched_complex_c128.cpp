// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// C[b] = alpha op(A[b]) op(B[b]) + beta C[b] per batch over arrays of matrix pointers (each
// matrix its own buffer), column-major, op N/T/C by transa/transb 0/1/2; beta = 0 never reads C.
#include <complex>

using cd = std::complex<double>;
static inline cd ld(const km_c128& v) { return {v.re, v.im}; }
static inline km_c128 st(cd v) { return {static_cast<double>(v.real()), static_cast<double>(v.imag())}; }
// The product spelled out: std::complex's operator* calls libgcc's __muldc3 (its NaN/Inf recovery),
// an import outside the cpu symbol policy.
static inline cd mul(cd a, cd b) {
  return {a.real() * b.real() - a.imag() * b.imag(), a.real() * b.imag() + a.imag() * b.real()};
}

static inline cd el(const km_c128* X, int64_t ld_, int64_t t, int64_t i, int64_t j) {
  if (t == 0) return ld(X[i + j * ld_]);
  const cd v = ld(X[j + i * ld_]);
  return t == 2 ? std::conj(v) : v;
}

int blas_gemm_batched_complex_c128(const km_c128* const* A, const km_c128* const* B, km_c128* const* C, int64_t batch, int64_t m,
         int64_t n, int64_t k, int64_t lda, int64_t ldb, int64_t ldc, int64_t transa, int64_t transb, double alpha_re, double alpha_im, double beta_re,
         double beta_im) {
  const cd alpha(alpha_re, alpha_im), beta(beta_re, beta_im);
#pragma omp parallel for collapse(3) schedule(static)
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < m; ++i) {
        const km_c128* a = A[b];
        const km_c128* bb = B[b];
        km_c128* c = C[b];
        cd s = 0;
        for (int64_t p = 0; p < k; ++p) s += mul(el(a, lda, transa, i, p), el(bb, ldb, transb, p, j));
        cd v = mul(alpha, s);
        if (beta != cd(0)) v += mul(beta, ld(c[i + j * ldc]));
        c[i + j * ldc] = st(v);
      }
  return 0;
}
