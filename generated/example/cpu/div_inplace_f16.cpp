// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// In place: x /= y, each element divided in float and rounded back to f16 once.

int div_inplace_f16(const km_f16* y, km_f16* x, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) x[i] = km_f32_to_f16(km_f16_to_f32(x[i]) / km_f16_to_f32(y[i]));
  return 0;
}
