// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// In place: x /= y, one IEEE division per element.

int div_inplace_f32(const float* y, float* x, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) x[i] /= y[i];
  return 0;
}
