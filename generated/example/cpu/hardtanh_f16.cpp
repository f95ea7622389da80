// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// hardtanh(x) = clamp(x, min_val, max_val). Written with comparisons, not fminf/fmaxf, so that NaN
// propagates as in PyTorch.
// Each fp16 element is widened to float, evaluated in float and rounded back once.

static inline float hardtanh(float v, float lo, float hi) {
  return v < lo ? lo : (v > hi ? hi : v);
}

int hardtanh_f16(const km_f16* x, km_f16* y, int64_t n, double min_val, double max_val) {
  const float lo = static_cast<float>(min_val);
  const float hi = static_cast<float>(max_val);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_f32_to_f16(hardtanh(km_f16_to_f32(x[i]), lo, hi));
  return 0;
}
