// KernelMark planted kernel (test input, not a sample): treats the in-place tensor x as a fresh
// output, x = alpha * y, ignoring the values x held on entry.

int add_inplace_f32(const float* y, float* x, int64_t n, double alpha) {
  const float a = static_cast<float>(alpha);
  for (int64_t i = 0; i < n; ++i) x[i] = a * y[i];
  return 0;
}
