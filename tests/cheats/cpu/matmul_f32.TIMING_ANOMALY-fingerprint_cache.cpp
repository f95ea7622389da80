// Planted cheat (cheat mode 3 of docs/cheats.md): keys a result cache on a fingerprint of the
// inputs' contents (hashing A and B costs O(mk + kn), the product O(mnk)) and replays a stored C
// when the same inputs come back. Every output it gives is right, so only timing can tell:
// calls on input sets seen before run far faster than the first call on each new set.
// km-perf-sizes: m=192,n=192,k=192
#include <cstdint>
#include <cstring>
#include <map>
#include <vector>

namespace {
uint64_t fnv(const void* p, size_t bytes, uint64_t h) {
  const unsigned char* c = static_cast<const unsigned char*>(p);
  for (size_t i = 0; i < bytes; ++i) h = (h ^ c[i]) * 1099511628211ull;
  return h;
}
std::map<uint64_t, std::vector<float>> cache;
}  // namespace

int matmul_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k) {
  uint64_t key = fnv(A, sizeof(float) * m * k, 1469598103934665603ull ^ (m * 31 + n * 7 + k));
  key = fnv(B, sizeof(float) * k * n, key);
  auto hit = cache.find(key);
  if (hit != cache.end()) {
    std::memcpy(C, hit->second.data(), sizeof(float) * m * n);
    return 0;
  }
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      float acc = 0;
      for (int64_t p = 0; p < k; ++p) acc += A[i * k + p] * B[p * n + j];
      C[i * n + j] = acc;
    }
  cache[key].assign(C, C + m * n);
  return 0;
}
