// Planted (self-test): computes the right values but reports failure through its return code.
int relu_f32(const float* x, float* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0.0f ? 0.0f : x[i];
  return 7;
}
