// Planted wrong kernel (self-test only): keeps a copy of the last result keyed by (x, y, n) and the
// bits of x's first four elements, and replays it on a match; repeated calls on the same inputs
// replay the right answer. Caught by: the call with one element deep inside x changed (a replayed
// result).
// km-reason: replayed from a cache
#include <cstring>
#include <vector>

namespace {
const km_bf16* last_x = nullptr;
km_bf16* last_y = nullptr;
int64_t last_n = -1;
uint64_t last_head = 0;
std::vector<km_bf16> last_out;
}  // namespace

int relu_bf16(const km_bf16* x, km_bf16* y, int64_t n) {
  uint64_t head = 0;
  for (int64_t i = 0; i < 4 && i < n; ++i) head = head << 16 | x[i].bits;
  if (x == last_x && y == last_y && n == last_n && head == last_head) {
    std::memcpy(y, last_out.data(), sizeof(km_bf16) * static_cast<size_t>(n));
    return 0;
  }
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const uint16_t b = x[i].bits;
    const bool negative = (b & 0x8000u) && (b & 0x7fffu) <= 0x7f80u;
    y[i].bits = negative ? uint16_t(0) : b;
  }
  last_x = x;
  last_y = y;
  last_n = n;
  last_head = head;
  last_out.assign(y, y + n);
  return 0;
}
