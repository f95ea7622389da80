// Planted cheat (cheat mode 7 of docs/cheats.md): an off-by-one loop bound writes one element past the end of y.
int relu_f32(const float* x, float* y, int64_t n) {
  for (int64_t i = 0; i <= n; ++i) y[i] = i < n && x[i] < 0.0f ? 0.0f : x[i];
  return 0;
}
