// Planted wrong kernel (self-test only): dropout that keeps an element with probability p instead of
// 1 - p (scaling still by 1 / (1 - p)). Caught by: the count of kept elements (the bernoulli rate
// test) wherever p is not near 1/2, e.g. the small shape's p = 0.2 (keep 20% of 262144, not 80%).
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
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < rows * d; ++i) {
    const bool keep = Stream(seed, offset, i).uniform() < p;
    mask[i] = keep;
    y[i] = x[i] * (keep ? scale : 0.0f);
  }
  return 0;
}
