// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z = logical_and(x, y) as a bool.
// Truth is nonzero: NaN is true, -0 is false.

int logical_and_f16(const km_f16* x, const km_f16* y, bool* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = (km_f16_to_f32(x[i]) != 0.0f) && (km_f16_to_f32(y[i]) != 0.0f);
  return 0;
}
