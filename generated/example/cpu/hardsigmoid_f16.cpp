// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// hardsigmoid(x) = clamp(x + 3, 0, 6) / 6. x + 3 is exact near x = -3, so outputs near 0 keep
// their accuracy (x / 6 + 0.5 would cancel there). Written with comparisons, not fminf/fmaxf,
// so that NaN propagates as in PyTorch.
// Each fp16 element is widened to float, evaluated in float and rounded back once.

static inline float hardsigmoid(float v) {
  float t = v + 3.0f;
  t = t < 0.0f ? 0.0f : (t > 6.0f ? 6.0f : t);
  return t / 6.0f;
}

int hardsigmoid_f16(const km_f16* x, km_f16* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_f32_to_f16(hardsigmoid(km_f16_to_f32(x[i])));
  return 0;
}
