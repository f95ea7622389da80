// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y = x + b[0]: the 0-d tensor b is read once (from memory: it changes from call to call).
// Each bf16 element is widened to float, evaluated as above and rounded back to bf16 once.

int add_scalar_tensor_bf16(const km_bf16* x, const km_bf16* b, km_bf16* y, int64_t m, int64_t n) {
  const float s = km_bf16_to_f32(b[0]);
  const int64_t total = m * n;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < total; ++i) y[i] = km_f32_to_bf16(km_bf16_to_f32(x[i]) + s);
  return 0;
}
