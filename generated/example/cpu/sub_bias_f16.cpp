// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y[i][j] = x[i][j] - bias[j]: one rounded subtract per element.
// Each fp16 element is widened to float, evaluated as above and rounded back to fp16 once.

int sub_bias_f16(const km_f16* x, const km_f16* bias, km_f16* y, int64_t m, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) y[i * n + j] = km_f32_to_f16(km_f16_to_f32(x[i * n + j]) - km_f16_to_f32(bias[j]));
  return 0;
}
