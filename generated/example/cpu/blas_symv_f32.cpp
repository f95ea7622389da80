// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// y = alpha A x + beta y, A symmetric, read from its uplo triangle only.
int blas_symv_f32(const float* A, const float* x, float* y, int64_t n, int64_t lda, int64_t incx, int64_t incy,
         int64_t uplo, double alpha, double beta) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    double s = 0;
    for (int64_t j = 0; j < n; ++j) {
      const bool stored = uplo ? i <= j : i >= j;
      s += static_cast<double>(stored ? A[i + j * lda] : A[j + i * lda]) * x[j * incx];
    }
    double v = alpha * s;
    if (beta != 0) v += beta * static_cast<double>(y[i * incy]);
    y[i * incy] = static_cast<float>(v);
  }
  return 0;
}
