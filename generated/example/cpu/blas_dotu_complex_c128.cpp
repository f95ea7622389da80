// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// sum x_i y_i (no conjugate) in a double-precision complex accumulator (re and im reduced separately).
#include <complex>

using cd = std::complex<double>;
static inline cd ld(const km_c128& v) { return {v.re, v.im}; }
static inline km_c128 st(cd v) { return {static_cast<double>(v.real()), static_cast<double>(v.imag())}; }
// The product spelled out: std::complex's operator* calls libgcc's __muldc3 (its NaN/Inf recovery),
// an import outside the cpu symbol policy.
static inline cd mul(cd a, cd b) {
  return {a.real() * b.real() - a.imag() * b.imag(), a.real() * b.imag() + a.imag() * b.real()};
}

int blas_dotu_complex_c128(const km_c128* x, const km_c128* y, km_c128* r, int64_t n, int64_t incx, int64_t incy) {
  double sr = 0, si = 0;
#pragma omp parallel for reduction(+ : sr, si) schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const cd v = mul(ld(x[i * incx]), ld(y[i * incy]));
    sr += v.real();
    si += v.imag();
  }
  r[0] = st({sr, si});
  return 0;
}
