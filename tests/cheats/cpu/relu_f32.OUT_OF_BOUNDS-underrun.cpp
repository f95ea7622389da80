// Planted cheat (cheat mode 7 of docs/cheats.md): a halo write one element before the start of y.
int relu_f32(const float* x, float* y, int64_t n) {
  y[-1] = 0.0f;
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0.0f ? 0.0f : x[i];
  return 0;
}
