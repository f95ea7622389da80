// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y = x + b[0]: the 0-d tensor b is read once (from memory: it changes from call to call).

int add_scalar_tensor_f32(const float* x, const float* b, float* y, int64_t m, int64_t n) {
  const float s = b[0];
  const int64_t total = m * n;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < total; ++i) y[i] = x[i] + s;
  return 0;
}
