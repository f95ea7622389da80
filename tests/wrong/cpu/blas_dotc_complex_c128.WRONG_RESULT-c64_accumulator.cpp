// KernelMark planted kernel (test input, not a sample): a c128 dotc that computes and
// accumulates in single precision (c64): within c64's tolerance, far outside c128's fp64 one.

#include <complex>

using cd = std::complex<double>;
static inline cd ld(const km_c128& v) { return {v.re, v.im}; }
static inline km_c128 st(cd v) { return {static_cast<double>(v.real()), static_cast<double>(v.imag())}; }
// The product spelled out: std::complex's operator* calls libgcc's __muldc3 (its NaN/Inf recovery),
// an import outside the cpu symbol policy.
static inline cd mul(cd a, cd b) {
  return {a.real() * b.real() - a.imag() * b.imag(), a.real() * b.imag() + a.imag() * b.real()};
}

int blas_dotc_complex_c128(const km_c128* x, const km_c128* y, km_c128* r, int64_t n, int64_t incx, int64_t incy) {
  float sr = 0, si = 0;
#pragma omp parallel for reduction(+ : sr, si) schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float xr = float(x[i * incx].re), xi = -float(x[i * incx].im);
    const float yr = float(y[i * incy].re), yi = float(y[i * incy].im);
    const cd v(xr * yr - xi * yi, xr * yi + xi * yr);
    sr += v.real();
    si += v.imag();
  }
  r[0] = st({sr, si});
  return 0;
}
