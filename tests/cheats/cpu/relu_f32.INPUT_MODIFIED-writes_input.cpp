// Planted cheat (cheat mode 6 of docs/cheats.md): computes in place in its input, then copies out
// (the const is cast away).
int relu_f32(const float* x, float* y, int64_t n) {
  float* in = const_cast<float*>(x);
  for (int64_t i = 0; i < n; ++i) {
    if (in[i] < 0.0f) in[i] = 0.0f;
    y[i] = in[i];
  }
  return 0;
}
