// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z = logical_and(x, y) as a bool.
// Truth is nonzero (any value, not only 1).

int logical_and_b8(const bool* x, const bool* y, bool* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = (x[i] != 0) && (y[i] != 0);
  return 0;
}
