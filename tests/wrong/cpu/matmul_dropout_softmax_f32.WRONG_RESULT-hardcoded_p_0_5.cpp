// Planted wrong kernel (self-test only): p hard-coded to 0.5 (mask rate 0.5 and scale 2) whatever
// the param says. Caught by: the dropout_softmax element rule wherever p != 0.5 (a kept element is
// exp(2 z) / Z where exp(z / (1 - p)) / Z is due); the small set's p = 0.5 case passes.
#include <cmath>
#include <cstdint>
#include <vector>

namespace {
inline uint64_t fmix64(uint64_t h) {
  h ^= h >> 33;
  h *= 0xFF51AFD7ED558CCDull;
  h ^= h >> 33;
  h *= 0xC4CEB9FE1A85EC53ull;
  h ^= h >> 33;
  return h;
}
inline double uniform(uint64_t key, uint64_t c) {
  return static_cast<double>(fmix64(fmix64(c ^ key) + key) >> 11) * 0x1.0p-53;
}
inline uint64_t key_of(int64_t seed) {
  return fmix64(static_cast<uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull);
}
inline float dot(const float* a, const float* w, int64_t k) {
  float acc = 0.0f;
  for (int64_t t = 0; t < k; ++t) acc += a[t] * w[t];
  return acc;
}
inline void softmax_row(float* v, int64_t n) {
  float mx = -INFINITY;
  for (int64_t j = 0; j < n; ++j) mx = v[j] > mx ? v[j] : mx;
  double s = 0;
  for (int64_t j = 0; j < n; ++j) s += (v[j] = std::exp(v[j] - mx));
  const float inv = static_cast<float>(1.0 / s);
  for (int64_t j = 0; j < n; ++j) v[j] *= inv;
}
}  // namespace

int matmul_dropout_softmax_f32(const float* x, const float* W, const float* b, float* y, int64_t m,
                               int64_t k, int64_t n, double p, int64_t seed) {
  const uint64_t key = key_of(seed);
  (void)key;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    float* out = y + i * n;
    for (int64_t j = 0; j < n; ++j) {
      const float z = dot(x + i * k, W + j * k, k) + b[j];
      out[j] = uniform(key, static_cast<uint64_t>(i * n + j)) >= 0.5 ? z * 2.0f : 0.0f;
    }
    softmax_row(out, n);
  }
  return 0;
}
