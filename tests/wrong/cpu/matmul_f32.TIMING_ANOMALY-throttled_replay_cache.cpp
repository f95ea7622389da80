// Planted wrong kernel (self-test only): memoises C by a fingerprint of A and B; a hit copies C and
// spins to 40% of the fastest real (single-threaded) call of that shape, so replays pass for fast
// real calls. Outputs are right. Caught by: perf first-call vs repeat medians over 15 new input
// sets (1.5x factor), reproduced on fresh sets.
// km-perf-sizes: m=160,n=160,k=160
// km-reason: first calls over 1.5x
#include <x86intrin.h>

#include <cstring>
#include <map>
#include <tuple>
#include <vector>

namespace {
uint64_t fingerprint(const float* p, int64_t count, uint64_t h) {
  // 64-bit words through a multiply-xorshift mix: the hash costs a small part of a real call.
  const size_t bytes = sizeof(float) * static_cast<size_t>(count);
  const size_t words = bytes / 8;
  for (size_t i = 0; i < words; ++i) {
    uint64_t w;
    std::memcpy(&w, reinterpret_cast<const unsigned char*>(p) + 8 * i, 8);
    h = (h ^ w) * 0x9E3779B97F4A7C15ull;
    h ^= h >> 29;
  }
  if (bytes % 8) {
    uint32_t w;
    std::memcpy(&w, reinterpret_cast<const unsigned char*>(p) + 8 * words, 4);
    h = (h ^ w) * 0x9E3779B97F4A7C15ull;
  }
  return h;
}
std::map<std::tuple<uint64_t, int64_t, int64_t, int64_t>, std::vector<float>> memo;
// The fastest real call seen per shape: the time a replay imitates (40% of it).
std::map<std::tuple<int64_t, int64_t, int64_t>, uint64_t> fastest;
}  // namespace

int matmul_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k) {
  const uint64_t t0 = __rdtsc();
  uint64_t h = fingerprint(A, m * k, 1469598103934665603ull);
  h = fingerprint(B, k * n, h);
  auto key = std::make_tuple(h, m, n, k);
  if (auto it = memo.find(key); it != memo.end()) {
    std::memcpy(C, it->second.data(), sizeof(float) * static_cast<size_t>(m * n));
    const uint64_t until = t0 + fastest[std::make_tuple(m, n, k)] * 2 / 5;
    while (__rdtsc() < until) _mm_pause();
    return 0;
  }
  for (int64_t i = 0; i < m; ++i) {
    float* c = C + i * n;
    for (int64_t j = 0; j < n; ++j) c[j] = 0.0f;
    for (int64_t p = 0; p < k; ++p) {
      const float a = A[i * k + p];
      const float* b = B + p * n;
#pragma omp simd
      for (int64_t j = 0; j < n; ++j) c[j] += a * b[j];
    }
  }
  memo[key].assign(C, C + m * n);
  const uint64_t cycles = __rdtsc() - t0;
  uint64_t& best = fastest[std::make_tuple(m, n, k)];
  if (best == 0 || cycles < best) best = cycles;
  return 0;
}
