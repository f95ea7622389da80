// Planted wrong kernel (self-test only): a complex batched trsm that treats trans = 2 (CUBLAS_OP_C,
// the conjugate transpose) as trans = 1 (the plain transpose), the mistake of a port from the real
// Dtrsm. Caught by: every case with trans = 2 (three of the small shapes, one held-out, a third of
// the drawn cases): the imaginary parts of T enter with the wrong sign.
namespace {

// Complex arithmetic written out (std::complex's operators call libgcc's __muldc3 / __divdc3,
// which the cpu symbol policy does not allow; the operands here are finite).
struct cd {
  double re, im;
};
inline cd operator*(cd a, cd b) {
  return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}
inline cd operator-(cd a, cd b) {
  return {a.re - b.re, a.im - b.im};
}
inline cd operator/(cd a, cd b) {
  const double den = b.re * b.re + b.im * b.im;
  return {(a.re * b.re + a.im * b.im) / den, (a.im * b.re - a.re * b.im) / den};
}
inline cd conj(cd a) {
  return {a.re, -a.im};
}
inline cd ld(const km_c128& v) {
  return {v.re, v.im};
}
inline void st(km_c128& d, cd v) {
  d.re = v.re;
  d.im = v.im;
}

}  // namespace

int blas_trsm_batched_complex_c128(const km_c128* const* A, km_c128* const* B, int64_t batch,
                                   int64_t m, int64_t n, int64_t lda, int64_t ldb, int64_t side,
                                   int64_t uplo, int64_t trans, int64_t diag, double alpha_re,
                                   double alpha_im) {
  const cd alpha{alpha_re, alpha_im};
  const bool right = side != 0, upper = uplo != 0, unit = diag != 0;
  const int64_t q = right ? n : m, rhs = right ? m : n;
  // op(T)(r, c) from A's stored triangle.
  auto opt = [&](const km_c128* a, int64_t r, int64_t c) -> cd {
    const int64_t i = trans ? c : r, j = trans ? r : c;  // element of T
    if (upper ? i > j : i < j) return cd{0.0, 0.0};
    if (i == j && unit) return cd{1.0, 0.0};
    const cd t = ld(a[i + j * lda]);
    return t;  // trans = 2 read as a plain transpose: the conjugation is lost
  };
  // The system per right-hand side is S x = r with S = op(T) (left) or op(T)^T (right); S is lower
  // triangular iff op(T) is lower on the left, upper on the right.
  const bool m_lower = (!upper) != (trans != 0);
  const bool s_lower = right ? !m_lower : m_lower;
#pragma omp parallel for schedule(dynamic)
  for (int64_t b = 0; b < batch; ++b) {
    const km_c128* a = A[b];
    km_c128* x = B[b];
    auto S = [&](int64_t r, int64_t c) { return right ? opt(a, c, r) : opt(a, r, c); };
    for (int64_t v = 0; v < rhs; ++v) {
      auto at = [&](int64_t k) { return right ? v + k * ldb : k + v * ldb; };
      for (int64_t s = 0; s < q; ++s) {
        const int64_t k = s_lower ? s : q - 1 - s;
        cd acc = alpha * ld(x[at(k)]);
        if (s_lower)
          for (int64_t p = 0; p < k; ++p) acc = acc - S(k, p) * ld(x[at(p)]);
        else
          for (int64_t p = k + 1; p < q; ++p) acc = acc - S(k, p) * ld(x[at(p)]);
        st(x[at(k)], acc / S(k, k));
      }
    }
  }
  return 0;
}
