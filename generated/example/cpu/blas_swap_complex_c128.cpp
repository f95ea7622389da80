// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// x[i * incx] <-> y[i * incy] on strided complex vectors, bit for bit.
int blas_swap_complex_c128(km_c128* x, km_c128* y, int64_t n, int64_t incx, int64_t incy) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const km_c128 t = x[i * incx];
    x[i * incx] = y[i * incy];
    y[i * incy] = t;
  }
  return 0;
}
