// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// In place: x += alpha * y, alpha rounded to float once; x is both read and written.

int add_inplace_f32(const float* y, float* x, int64_t n, double alpha) {
  const float a = static_cast<float>(alpha);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) x[i] += a * y[i];
  return 0;
}
