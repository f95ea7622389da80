// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z = (x == y) as 0 or 1 in a byte: IEEE equality (NaN equals nothing, -0 equals 0).

int eq_f32(const float* x, const float* y, uint8_t* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = x[i] == y[i] ? 1 : 0;
  return 0;
}
