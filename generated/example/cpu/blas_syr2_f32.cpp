// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// A += alpha (x y^T + y x^T) on A's uplo triangle only.
int blas_syr2_f32(const float* x, const float* y, float* A, int64_t n, int64_t lda, int64_t incx, int64_t incy,
         int64_t uplo, double alpha) {
#pragma omp parallel for schedule(dynamic, 8)
  for (int64_t j = 0; j < n; ++j) {
    const int64_t i0 = uplo ? 0 : j, i1 = uplo ? j + 1 : n;
    for (int64_t i = i0; i < i1; ++i) {
      const double t = static_cast<double>(x[i * incx]) * y[j * incy] + static_cast<double>(y[i * incy]) * x[j * incx];
      A[i + j * lda] = static_cast<float>(A[i + j * lda] + alpha * t);
    }
  }
  return 0;
}
