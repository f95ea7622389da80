// Honest twin (self-test only) of the matmul_dropout_softmax planted kernels: another generator
// (xorshift64* steps from a per-element state (seed, i, j) mixed by a multiply-xorshift), the
// keep test u >= p on 24-bit uniforms in float, the softmax online (one pass with a running max,
// its sum rescaled when the max grows, in fp32). Must PASS: the judge prescribes no generator and
// admits fp32 sums within the tolerance.
#include <cmath>
#include <cstdint>

namespace {
inline uint64_t state_of(int64_t seed, int64_t i, int64_t j) {
  uint64_t s = static_cast<uint64_t>(seed) * 0xD1342543DE82EF95ull + static_cast<uint64_t>(i) * 0xA0761D6478BD642Full +
               static_cast<uint64_t>(j) * 0xE7037ED1A0B428DBull + 1;
  s ^= s >> 29;
  s *= 0xBF58476D1CE4E5B9ull;
  s ^= s >> 32;
  return s | 1;
}
inline float uniform24(uint64_t s) {
  for (int r = 0; r < 3; ++r) {
    s ^= s >> 12;
    s ^= s << 25;
    s ^= s >> 27;
  }
  return static_cast<float>((s * 0x2545F4914F6CDD1Dull) >> 40) * 0x1.0p-24f;
}
}  // namespace

int matmul_dropout_softmax_f32(const float* x, const float* W, const float* b, float* y, int64_t m,
                               int64_t k, int64_t n, double p, int64_t seed) {
  const float pf = static_cast<float>(p), scale = static_cast<float>(1.0 / (1.0 - p));
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    float* out = y + i * n;
    float mx = -INFINITY, s = 0.0f;
    for (int64_t j = 0; j < n; ++j) {
      float z = 0.0f;
#pragma omp simd reduction(+ : z)
      for (int64_t t = 0; t < k; ++t) z += x[i * k + t] * W[j * k + t];
      z += b[j];
      const float l = uniform24(state_of(seed, i, j)) >= pf ? z * scale : 0.0f;
      out[j] = l;
      if (l > mx) {
        s = s * std::exp(mx - l) + 1.0f;
        mx = l;
      } else {
        s += std::exp(l - mx);
      }
    }
    const float inv = 1.0f / s;
    for (int64_t j = 0; j < n; ++j) out[j] = std::exp(out[j] - mx) * inv;
  }
  return 0;
}
