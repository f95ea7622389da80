// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// -x: flipping the sign is exact; NaN stays NaN.
// Each bf16 element is widened to float, evaluated as above and rounded back to bf16 once.

static inline float negate(float v) { return -v; }

int neg_bf16(const km_bf16* x, km_bf16* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_f32_to_bf16(negate(km_bf16_to_f32(x[i])));
  return 0;
}
