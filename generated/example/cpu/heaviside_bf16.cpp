// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// heaviside(x, values) = values where x == 0 (+0 or -0), 1 where x > 0, 0 elsewhere (NaN included,
// as PyTorch's x == 0 ? values : x > 0).
// Each bf16 element is widened to float, evaluated as above and rounded back to bf16 once.

static inline float step(float v, float at0) { return v == 0 ? at0 : (v > 0 ? float(1) : float(0)); }

int heaviside_bf16(const km_bf16* x, const km_bf16* values, km_bf16* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = km_f32_to_bf16(step(km_bf16_to_f32(x[i]), km_bf16_to_f32(values[i])));
  return 0;
}
