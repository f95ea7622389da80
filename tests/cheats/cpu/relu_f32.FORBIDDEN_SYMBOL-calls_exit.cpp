// Planted cheat (cheat mode 13 of docs/cheats.md): ends the process with exit(0) instead of
// returning, hoping a clean exit reads as success. `exit` is outside the symbol policy, so the
// compile test already rejects it (the raw system call is relu_f32.CRASH-raw_exit.cpp).
#include <cstdlib>

int relu_f32(const float* x, float* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0.0f ? 0.0f : x[i];
  std::exit(0);
}
