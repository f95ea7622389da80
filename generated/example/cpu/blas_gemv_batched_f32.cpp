// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// batch gemvs over arrays of pointers (each matrix and vector its own buffer), double
// accumulation; beta = 0 never reads y.
int blas_gemv_batched_f32(const float* const* A, const float* const* x, float* const* y, int64_t batch, int64_t m, int64_t n,
                         int64_t lda, int64_t incx, int64_t incy, int64_t trans, double alpha, double beta) {
  const int64_t rows = trans ? n : m, cols = trans ? m : n;
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t i = 0; i < rows; ++i) {
      const float* a = A[b];
      const float* xb = x[b];
      float* yb = y[b];
      double s = 0;
      for (int64_t j = 0; j < cols; ++j)
        s += static_cast<double>(trans ? a[j + i * lda] : a[i + j * lda]) * static_cast<double>(xb[j * incx]);
      double v = alpha * s;
      if (beta != 0) v += beta * static_cast<double>(yb[i * incy]);
      yb[i * incy] = static_cast<float>(v);
    }
  return 0;
}
