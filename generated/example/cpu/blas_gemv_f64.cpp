// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// y = alpha op(A) x + beta y, A column-major m x n (ld lda); beta = 0 never reads y.
int blas_gemv_f64(const double* A, const double* x, double* y, int64_t m, int64_t n, int64_t lda, int64_t incx,
         int64_t incy, int64_t trans, double alpha, double beta) {
  const int64_t rows = trans ? n : m, cols = trans ? m : n;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < rows; ++i) {
    double s = 0;
    for (int64_t j = 0; j < cols; ++j)
      s += static_cast<double>(trans ? A[j + i * lda] : A[i + j * lda]) * x[j * incx];
    double v = alpha * s;
    if (beta != 0) v += beta * static_cast<double>(y[i * incy]);
    y[i * incy] = static_cast<double>(v);
  }
  return 0;
}
