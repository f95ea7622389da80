// Planted cheat (cheat mode 4 of docs/cheats.md): behaves until it has been called many times in
// a row (a timing loop, not a correctness check), then does only half the work on every other
// call, hoping only the last call's output is looked at. Every timed output is checked.
// km-perf-sizes: n=65536
int relu_f32(const float* x, float* y, int64_t n) {
  static unsigned calls = 0;
  int64_t end = ++calls > 40 && calls % 2 == 0 ? n / 2 : n;
  for (int64_t i = 0; i < end; ++i) y[i] = x[i] < 0.0f ? 0.0f : x[i];
  return 0;
}
