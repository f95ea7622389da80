// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y[i][j] = x[i][j] - bias[j]: one rounded subtract per element.
// Each bf16 element is widened to float, evaluated as above and rounded back to bf16 once.

int sub_bias_bf16(const km_bf16* x, const km_bf16* bias, km_bf16* y, int64_t m, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) y[i * n + j] = km_f32_to_bf16(km_bf16_to_f32(x[i * n + j]) - km_bf16_to_f32(bias[j]));
  return 0;
}
