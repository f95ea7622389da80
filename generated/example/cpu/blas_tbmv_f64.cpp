// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// x = op(A) x, A triangular banded in band storage; a copy of x is read.
#include <vector>

int blas_tbmv_f64(const double* A, double* x, int64_t n, int64_t k, int64_t lda, int64_t incx, int64_t uplo,
         int64_t trans, int64_t diag) {
  // Element (i, j) of the band matrix: column j of the buffer, row k + i - j (upper) or i - j
  // (lower); zero outside the band and the triangle uplo.
  auto band = [&](int64_t i, int64_t j) -> double {
    if (uplo ? (i > j || j - i > k) : (i < j || i - j > k)) return 0;
    return A[(uplo ? k + i - j : i - j) + j * lda];
  };
  std::vector<double> b(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) b[i] = x[i * incx];
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    double s = 0;
    const int64_t j0 = i - k > 0 ? i - k : 0, j1 = i + k < n - 1 ? i + k : n - 1;
    for (int64_t j = j0; j <= j1; ++j) {
      const int64_t r = trans ? j : i, c = trans ? i : j;
      s += (r == c && diag ? double(1) : band(r, c)) * b[j];
    }
    x[i * incx] = static_cast<double>(s);
  }
  return 0;
}
