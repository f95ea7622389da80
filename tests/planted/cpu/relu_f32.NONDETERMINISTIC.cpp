// Planted (self-test): does the work only on every other call (batching across calls, or a race
// that only sometimes loses), so the same case passes once and fails when repeated.
int relu_f32(const float* x, float* y, int64_t n) {
  static unsigned calls = 0;
  bool skip_tail = ++calls % 2 == 0;
  for (int64_t i = 0; i < n - (skip_tail ? 1 : 0); ++i) y[i] = x[i] > 0.0f ? x[i] : 0.0f;
  return 0;
}
