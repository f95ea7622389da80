// KernelMark planted kernel (test input, not a sample): writes y[b] densely (element i at i, as
// if incy were 1) while reading x with its increment: right only where incy = 1, and the
// elements between the strides it overwrites must keep their bits.
int blas_gemv_batched_f32(const float* const* A, const float* const* x, float* const* y, int64_t batch, int64_t m, int64_t n,
                          int64_t lda, int64_t incx, int64_t incy, int64_t trans, double alpha, double beta) {
  (void)incy;
  const int64_t rows = trans ? n : m, cols = trans ? m : n;
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t i = 0; i < rows; ++i) {
      double s = 0;
      for (int64_t j = 0; j < cols; ++j)
        s += static_cast<double>(trans ? A[b][j + i * lda] : A[b][i + j * lda]) * static_cast<double>(x[b][j * incx]);
      double v = alpha * s;
      if (beta != 0) v += beta * static_cast<double>(y[b][i]);
      y[b][i] = static_cast<float>(v);
    }
  return 0;
}
