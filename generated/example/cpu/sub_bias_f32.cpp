// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y[i][j] = x[i][j] - bias[j]: one rounded subtract per element.

int sub_bias_f32(const float* x, const float* bias, float* y, int64_t m, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) y[i * n + j] = x[i * n + j] - bias[j];
  return 0;
}
