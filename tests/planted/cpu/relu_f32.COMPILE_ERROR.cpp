// Planted (self-test): does not compile (missing semicolon and an undeclared name).
int relu_f32(const float* x, float* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] > 0.0f ? x[i] : zero
  return 0;
}
