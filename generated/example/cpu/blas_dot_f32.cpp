// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// sum of x[i * incx] * y[i * incy] in a wide accumulator.
int blas_dot_f32(const float* x, const float* y, float* r, int64_t n, int64_t incx, int64_t incy) {
  double s = 0;
#pragma omp parallel for reduction(+ : s) schedule(static)
  for (int64_t i = 0; i < n; ++i) s += static_cast<double>(x[i * incx]) * y[i * incy];
  r[0] = static_cast<float>(s);
  return 0;
}
