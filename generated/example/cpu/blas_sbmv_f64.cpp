// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// y = alpha A x + beta y, A symmetric banded in band storage (uplo triangle).
int blas_sbmv_f64(const double* A, const double* x, double* y, int64_t n, int64_t k, int64_t lda, int64_t incx,
         int64_t incy, int64_t uplo, double alpha, double beta) {
  // Element (i, j) of the band matrix: column j of the buffer, row k + i - j (upper) or i - j
  // (lower); zero outside the band and the triangle uplo.
  auto band = [&](int64_t i, int64_t j) -> double {
    if (uplo ? (i > j || j - i > k) : (i < j || i - j > k)) return 0;
    return A[(uplo ? k + i - j : i - j) + j * lda];
  };
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    double s = 0;
    const int64_t j0 = i - k > 0 ? i - k : 0, j1 = i + k < n - 1 ? i + k : n - 1;
    for (int64_t j = j0; j <= j1; ++j)
      s += ((uplo ? i <= j : i >= j) ? band(i, j) : band(j, i)) * static_cast<double>(x[j * incx]);
    double v = alpha * s;
    if (beta != 0) v += beta * static_cast<double>(y[i * incy]);
    y[i * incy] = static_cast<double>(v);
  }
  return 0;
}
