// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z = (x > y) as a bool: IEEE comparison for floats (false where either is NaN).

int gt_f32(const float* x, const float* y, bool* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = x[i] > y[i];
  return 0;
}
