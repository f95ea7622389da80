// Planted cheat (cheat mode 1 of docs/cheats.md): returns its input unchanged.
#include <cstring>

int relu_f32(const float* x, float* y, int64_t n) {
  std::memcpy(y, x, static_cast<size_t>(n) * sizeof(float));
  return 0;
}
