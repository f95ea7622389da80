// KernelMark planted kernel (test input, not a sample): scal that scales the whole buffer, the elements
// between the strides included (a vectorised sweep without the stride): the strided elements are
// right, the gaps, which are not part of the vector, change their bits.

int blas_scal_f32(float* x, int64_t n, int64_t incx, double alpha) {
  const float a = static_cast<float>(alpha);
  for (int64_t i = 0; i < 1 + (n - 1) * incx; ++i) x[i] *= a;
  return 0;
}
