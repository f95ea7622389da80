// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// A(i, j) += alpha x_i y_j on the m x n column-major A; padding rows untouched.
int blas_ger_f64(const double* x, const double* y, double* A, int64_t m, int64_t n, int64_t lda, int64_t incx,
         int64_t incy, double alpha) {
#pragma omp parallel for schedule(static)
  for (int64_t j = 0; j < n; ++j) {
    const double ay = alpha * static_cast<double>(y[j * incy]);
    for (int64_t i = 0; i < m; ++i) A[i + j * lda] = static_cast<double>(A[i + j * lda] + ay * x[i * incx]);
  }
  return 0;
}
