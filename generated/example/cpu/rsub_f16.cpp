// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z = y - alpha * x, with alpha rounded to float once (as PyTorch's opmath does): a
// multiply and an add in float, one rounding to the output.
// Each fp16 element is widened to float, evaluated as above and rounded back to fp16 once.

int rsub_f16(const km_f16* x, const km_f16* y, km_f16* z, int64_t n, double alpha) {
  const float a = static_cast<float>(alpha);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = km_f32_to_f16(km_f16_to_f32(y[i]) - a * km_f16_to_f32(x[i]));
  return 0;
}
