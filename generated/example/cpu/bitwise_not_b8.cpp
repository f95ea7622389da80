// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z = ~x.
// bool: ~ on a bool would promote to int (~1 is -2); logical negation keeps 0 and 1.

int bitwise_not_b8(const bool* x, bool* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = !x[i];
  return 0;
}
