// Planted (self-test): a plausible slip, leaky ReLU's slope on the negative side, so every
// negative input gives a small wrong value (written, so WRONG_RESULT and not STALE_OUTPUT).
int relu_f32(const float* x, float* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] > 0.0f ? x[i] : 0.01f * x[i];
  return 0;
}
