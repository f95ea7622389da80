// Planted (self-test): never returns.
int relu_f32(const float* x, float* y, int64_t n) {
  volatile bool forever = true;
  while (forever) {
  }
  for (int64_t i = 0; i < n; ++i) y[i] = x[i];
  return 0;
}
