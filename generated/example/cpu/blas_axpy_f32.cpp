// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// y[i * incy] += alpha * x[i * incx]; only the strided elements of y are written.
int blas_axpy_f32(const float* x, float* y, int64_t n, int64_t incx, int64_t incy, double alpha) {
  const float a = static_cast<float>(alpha);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i * incy] += a * x[i * incx];
  return 0;
}
