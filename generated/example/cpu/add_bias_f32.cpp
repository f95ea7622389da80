// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.

// Rows are split across threads; within a row the bias vector is streamed alongside x, so both
// are read contiguously and the inner loop vectorizes.
int add_bias_f32(const float* x, const float* bias, float* y, int64_t m, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    const float* xr = x + i * n;
    float* yr = y + i * n;
#pragma omp simd
    for (int64_t j = 0; j < n; ++j) yr[j] = xr[j] + bias[j];
  }
  return 0;
}
