// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z = logical_not(x) as a bool.
// Truth is nonzero: NaN is true, -0 is false.

int logical_not_f64(const double* x, bool* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = x[i] == 0.0;
  return 0;
}
