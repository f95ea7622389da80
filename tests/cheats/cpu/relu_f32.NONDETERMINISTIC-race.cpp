// Planted cheat (cheat mode 14 of docs/cheats.md): a result that depends on the call, as an
// unsynchronised reduction or a racing halo write gives: on every other call the last element
// gets its neighbour's value (written, so not stale; wrong, so not a pass). The same case run
// twice passes once and fails once.
// km-perf-sizes: n=65536
int relu_f32(const float* x, float* y, int64_t n) {
  static unsigned calls = 0;
  bool lose = ++calls % 2 == 0;
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0.0f ? 0.0f : x[i];
  if (lose && n > 1) y[n - 1] = y[n - 2] + 1.0f;
  return 0;
}
