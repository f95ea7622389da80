// Planted (self-test): vectorised main loop without its scalar tail, so the last n % 8 elements
// keep whatever was in the buffer (the harness poisons outputs, so they still hold
// the poison: STALE_OUTPUT).
int relu_f32(const float* x, float* y, int64_t n) {
  for (int64_t i = 0; i + 8 <= n; i += 8)
    for (int j = 0; j < 8; ++j) y[i + j] = x[i + j] > 0.0f ? x[i + j] : 0.0f;
  return 0;
}
