// Planted cheat (cheat mode 3 of docs/cheats.md): remembers the result computed for an input
// pointer and size, and replays it whenever it sees them again instead of computing. Correct as
// long as the contents behind a pointer never change; the harness changes them between cases and
// between timed calls, and recognises the replay of another input's result.
// km-perf-sizes: n=65536
#include <cstring>
#include <vector>

namespace {
const float* cached_x = nullptr;
int64_t cached_n = -1;
std::vector<float> cached_y;
}  // namespace

int relu_f32(const float* x, float* y, int64_t n) {
  if (x == cached_x && n == cached_n) {
    std::memcpy(y, cached_y.data(), static_cast<size_t>(n) * sizeof(float));
    return 0;
  }
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0.0f ? 0.0f : x[i];
  cached_x = x;
  cached_n = n;
  cached_y.assign(y, y + n);
  return 0;
}
