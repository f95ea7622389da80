// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// y[i * incy] = x[i * incx] on strided complex vectors, bit for bit.
int blas_copy_complex_c64(const km_c64* x, km_c64* y, int64_t n, int64_t incx, int64_t incy) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i * incy] = x[i * incx];
  return 0;
}
