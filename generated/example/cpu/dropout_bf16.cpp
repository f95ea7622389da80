// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Dropout in training mode: an element is kept (mask true) where its uniform u >= p, and then
// scaled by 1 / (1 - p) in fp32; dropped elements are x * 0 (NaN stays NaN, as torch's x * mask).
// The generator is splitmix64 (Steele, Lea and Flood), written from its definition: a Weyl
// sequence of step 0x9E3779B97F4A7C15 through a 64-bit finaliser. Element i starts its own
// sequence at the finaliser of (key + (offset + i) * step), key derived from the seed, so the
// result depends on (inputs, params, seed, offset) only: the same on every call and thread
// schedule, another draw for another seed.
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

int dropout_bf16(const km_bf16* x, km_bf16* y, bool* mask, int64_t rows, int64_t d, double p,
                int64_t seed, int64_t offset) {
  const float scale = static_cast<float>(1.0 / (1.0 - p));
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < rows * d; ++i) {
    const bool keep = Stream(seed, offset, i).uniform() >= p;
    mask[i] = keep;
    y[i] = km_f32_to_bf16(km_bf16_to_f32(x[i]) * (keep ? scale : 0.0f));
  }
  return 0;
}
