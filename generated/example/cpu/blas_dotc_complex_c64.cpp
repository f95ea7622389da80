// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// sum conj(x_i) y_i in a double-precision complex accumulator (re and im reduced separately).
#include <complex>

using cd = std::complex<double>;
static inline cd ld(const km_c64& v) { return {v.re, v.im}; }
static inline km_c64 st(cd v) { return {static_cast<float>(v.real()), static_cast<float>(v.imag())}; }
// The product spelled out: std::complex's operator* calls libgcc's __muldc3 (its NaN/Inf recovery),
// an import outside the cpu symbol policy.
static inline cd mul(cd a, cd b) {
  return {a.real() * b.real() - a.imag() * b.imag(), a.real() * b.imag() + a.imag() * b.real()};
}

int blas_dotc_complex_c64(const km_c64* x, const km_c64* y, km_c64* r, int64_t n, int64_t incx, int64_t incy) {
  double sr = 0, si = 0;
#pragma omp parallel for reduction(+ : sr, si) schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const cd v = mul(std::conj(ld(x[i * incx])), ld(y[i * incy]));
    sr += v.real();
    si += v.imag();
  }
  r[0] = st({sr, si});
  return 0;
}
