// KernelMark planted kernel (test input, not a sample): axpy that reads x contiguously (x[i], not
// x[i * incx]): right wherever incx = 1, wrong for every strided x.

int blas_axpy_f32(const float* x, float* y, int64_t n, int64_t incx, int64_t incy, double alpha) {
  (void)incx;
  const float a = static_cast<float>(alpha);
  for (int64_t i = 0; i < n; ++i) y[i * incy] += a * x[i];
  return 0;
}
