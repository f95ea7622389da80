// Planted cheat (cheat mode 11 of docs/cheats.md): starts a process from inside the kernel.
#include <cstdlib>

int relu_f32(const float* x, float* y, int64_t n) {
  if (std::system("true") != 0) return 1;
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0.0f ? 0.0f : x[i];
  return 0;
}
