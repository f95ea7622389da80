// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// A(i, j) += alpha x_i y_j on the column-major m x n A (ld lda); padding rows untouched.
#include <complex>

using cd = std::complex<double>;
static inline cd ld(const km_c128& v) { return {v.re, v.im}; }
static inline km_c128 st(cd v) { return {static_cast<double>(v.real()), static_cast<double>(v.imag())}; }
// The product spelled out: std::complex's operator* calls libgcc's __muldc3 (its NaN/Inf recovery),
// an import outside the cpu symbol policy.
static inline cd mul(cd a, cd b) {
  return {a.real() * b.real() - a.imag() * b.imag(), a.real() * b.imag() + a.imag() * b.real()};
}

int blas_geru_complex_c128(const km_c128* x, const km_c128* y, km_c128* A, int64_t m, int64_t n, int64_t lda, int64_t incx,
         int64_t incy, double alpha_re, double alpha_im) {
  const cd alpha(alpha_re, alpha_im);
#pragma omp parallel for schedule(static)
  for (int64_t j = 0; j < n; ++j) {
    const cd ay = mul(alpha, ld(y[j * incy]));
    for (int64_t i = 0; i < m; ++i) A[i + j * lda] = st(ld(A[i + j * lda]) + mul(ld(x[i * incx]), ay));
  }
  return 0;
}
