// KernelMark planted kernel (test input, not a sample): gerc computed as geru: y is not
// conjugated (A += alpha x y^T instead of alpha x y^H).

#include <complex>

using cd = std::complex<double>;
static inline cd ld(const km_c64& v) { return {v.re, v.im}; }
static inline km_c64 st(cd v) { return {static_cast<float>(v.real()), static_cast<float>(v.imag())}; }
// The product spelled out: std::complex's operator* calls libgcc's __muldc3 (its NaN/Inf recovery),
// an import outside the cpu symbol policy.
static inline cd mul(cd a, cd b) {
  return {a.real() * b.real() - a.imag() * b.imag(), a.real() * b.imag() + a.imag() * b.real()};
}

int blas_gerc_complex_c64(const km_c64* x, const km_c64* y, km_c64* A, int64_t m, int64_t n, int64_t lda, int64_t incx,
         int64_t incy, double alpha_re, double alpha_im) {
  const cd alpha(alpha_re, alpha_im);
#pragma omp parallel for schedule(static)
  for (int64_t j = 0; j < n; ++j) {
    const cd ay = mul(alpha, ld(y[j * incy]));
    for (int64_t i = 0; i < m; ++i) A[i + j * lda] = st(ld(A[i + j * lda]) + mul(ld(x[i * incx]), ay));
  }
  return 0;
}
