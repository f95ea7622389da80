// Planted (self-test): the entry point's parameters differ from the generated prototype
// (non-const input, int instead of int64_t).
int relu_f32(float* x, float* y, int n) {
  for (int i = 0; i < n; ++i) y[i] = x[i] < 0.0f ? 0.0f : x[i];
  return 0;
}
