// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// In place: x += alpha * y, alpha rounded to float once; each element widened to float, updated
// and rounded back to bf16 once.

int add_inplace_bf16(const km_bf16* y, km_bf16* x, int64_t n, double alpha) {
  const float a = static_cast<float>(alpha);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) x[i] = km_f32_to_bf16(km_bf16_to_f32(x[i]) + a * km_bf16_to_f32(y[i]));
  return 0;
}
