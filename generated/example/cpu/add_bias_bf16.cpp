// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Rows are split across threads; within a row the bias vector is streamed alongside x. Each sum is
// formed in float and rounded back to bf16 once.
int add_bias_bf16(const km_bf16* x, const km_bf16* bias, km_bf16* y, int64_t m, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    const km_bf16* xr = x + i * n;
    km_bf16* yr = y + i * n;
    for (int64_t j = 0; j < n; ++j)
      yr[j] = km_f32_to_bf16(km_bf16_to_f32(xr[j]) + km_bf16_to_f32(bias[j]));
  }
  return 0;
}
