// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// sgn(x) = (0 < x) - (x < 0): -1, 0 or 1; subnormals keep their sign.
// Each bf16 element is widened to float, evaluated as above and rounded back to bf16 once.

static inline float signum(float v) { return static_cast<float>((v > 0) - (v < 0)); }

int sgn_bf16(const km_bf16* x, km_bf16* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_f32_to_bf16(signum(km_bf16_to_f32(x[i])));
  return 0;
}
