// KernelMark planted kernel (test input, not a sample): gemv that indexes A as if lda == m (a packed
// column-major matrix): right wherever the shapes have no padding rows, wrong wherever lda > m.

int blas_gemv_f32(const float* A, const float* x, float* y, int64_t m, int64_t n, int64_t lda,
                  int64_t incx, int64_t incy, int64_t trans, double alpha, double beta) {
  (void)lda;
  const int64_t rows = trans ? n : m, cols = trans ? m : n;
  for (int64_t i = 0; i < rows; ++i) {
    double s = 0;
    for (int64_t j = 0; j < cols; ++j) s += double(trans ? A[j + i * m] : A[i + j * m]) * x[j * incx];
    double v = alpha * s;
    if (beta != 0) v += beta * double(y[i * incy]);
    y[i * incy] = float(v);
  }
  return 0;
}
