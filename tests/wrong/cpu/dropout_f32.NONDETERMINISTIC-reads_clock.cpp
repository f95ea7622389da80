// Planted wrong kernel (self-test only): dropout whose key mixes in the time of the call
// (nanoseconds of a steady clock): every call draws another mask, each a fair draw. Caught by: the
// seed contract's repeated call, which must give the same bits (the two poisoned calls differ).
#include <chrono>
#include <cmath>
#include <cstdint>

namespace {
inline uint64_t mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
struct Stream {
  uint64_t s;
  Stream(int64_t seed, int64_t offset, int64_t i)
      : s(mix64(mix64(static_cast<uint64_t>(seed) ^ 0x5DEECE66Dull) +
                static_cast<uint64_t>(offset + i) * 0x9E3779B97F4A7C15ull)) {}
  double uniform() {  // [0, 1), 53 random bits
    s += 0x9E3779B97F4A7C15ull;
    return static_cast<double>(mix64(s) >> 11) * 0x1.0p-53;
  }
};
}  // namespace

int dropout_f32(const float* x, float* y, bool* mask, int64_t rows, int64_t d, double p,
                int64_t seed, int64_t offset) {
  const float scale = static_cast<float>(1.0 / (1.0 - p));
  const int64_t t = std::chrono::steady_clock::now().time_since_epoch().count();
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < rows * d; ++i) {
    const bool keep = Stream(seed + t, offset, i).uniform() >= p;
    mask[i] = keep;
    y[i] = x[i] * (keep ? scale : 0.0f);
  }
  return 0;
}
