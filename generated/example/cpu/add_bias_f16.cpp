// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Rows are split across threads; within a row the bias vector is streamed alongside x. Each sum is
// formed in float and rounded back to f16 once.
int add_bias_f16(const km_f16* x, const km_f16* bias, km_f16* y, int64_t m, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    const km_f16* xr = x + i * n;
    km_f16* yr = y + i * n;
    for (int64_t j = 0; j < n; ++j)
      yr[j] = km_f32_to_f16(km_f16_to_f32(xr[j]) + km_f16_to_f32(bias[j]));
  }
  return 0;
}
