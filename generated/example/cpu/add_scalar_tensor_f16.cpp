// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y = x + b[0]: the 0-d tensor b is read once (from memory: it changes from call to call).
// Each fp16 element is widened to float, evaluated as above and rounded back to fp16 once.

int add_scalar_tensor_f16(const km_f16* x, const km_f16* b, km_f16* y, int64_t m, int64_t n) {
  const float s = km_f16_to_f32(b[0]);
  const int64_t total = m * n;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < total; ++i) y[i] = km_f32_to_f16(km_f16_to_f32(x[i]) + s);
  return 0;
}
