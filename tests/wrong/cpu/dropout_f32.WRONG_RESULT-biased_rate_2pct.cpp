// Planted wrong kernel (self-test only): dropout whose keep rate is 2% low: keep where u >= p + 0.02 (1 - p)
// (a biased generator or threshold). Caught by: the rate test on the large shapes. At the small
// shape 256 x 1024 with p = 0.2 the kept count was 205810 where independent draws give 209715 and
// Bernstein's bound at a 1e-9 false-alarm rate is 1348 (the deficit is 2.9 bounds); at the bench
// shape (2^20 elements, p = 0.5) the deficit is 10486 against a bound of 3356. Shapes of a few
// thousand elements cannot tell 2% apart (at 64 x 256, p = 0.5: 164 against 426).
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
    const bool keep = Stream(seed, offset, i).uniform() >= p + 0.02 * (1.0 - p);
    mask[i] = keep;
    y[i] = x[i] * (keep ? scale : 0.0f);
  }
  return 0;
}
