// KernelMark planted kernel (test input, not a sample): an honest dot product accumulated sequentially in
// fp32: its rounding grows with n, within the tolerance's 4 eps sqrt(n) of the terms' size.

int blas_dot_f32(const float* x, const float* y, float* r, int64_t n, int64_t incx, int64_t incy) {
  float s = 0;
  for (int64_t i = 0; i < n; ++i) s += x[i * incx] * y[i * incy];
  r[0] = s;
  return 0;
}
