// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// x[i * incx] *= alpha; only the strided elements are written.
int blas_scal_f64(double* x, int64_t n, int64_t incx, double alpha) {
  const double a = static_cast<double>(alpha);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) x[i * incx] *= a;
  return 0;
}
