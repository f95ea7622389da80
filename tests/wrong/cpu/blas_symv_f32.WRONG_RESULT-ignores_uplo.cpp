// KernelMark planted kernel (test input, not a sample): symv that reads the whole stored matrix as if
// both triangles held A: the other triangle holds unrelated values, which cuBLAS never reads.

int blas_symv_f32(const float* A, const float* x, float* y, int64_t n, int64_t lda, int64_t incx,
                  int64_t incy, int64_t uplo, double alpha, double beta) {
  (void)uplo;
  for (int64_t i = 0; i < n; ++i) {
    double s = 0;
    for (int64_t j = 0; j < n; ++j) s += double(A[i + j * lda]) * x[j * incx];
    double v = alpha * s;
    if (beta != 0) v += beta * double(y[i * incy]);
    y[i * incy] = float(v);
  }
  return 0;
}
