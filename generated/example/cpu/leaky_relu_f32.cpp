// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.

int leaky_relu_f32(const float* x, float* y, int64_t n, double negative_slope) {
  const float slope = static_cast<float>(negative_slope);
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] > 0.0f ? x[i] : slope * x[i];
  return 0;
}
