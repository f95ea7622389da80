// Planted wrong kernel (self-test only): memo of the last result keyed by the pointers, the sizes
// and the first four elements of A and B ("same buffers, same leading values: same product").
// Caught by: the call with one input element changed deep inside the buffer (a replayed result).
// km-reason: replayed from a cache
#include <cstring>
#include <vector>

namespace {
struct Key {
  const float* A = nullptr;
  const float* B = nullptr;
  float* C = nullptr;
  int64_t m = -1, n = -1, k = -1;
  float a[4] = {}, b[4] = {};
};
Key last;
std::vector<float> last_c;

Key key_of(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k) {
  Key key;
  key.A = A;
  key.B = B;
  key.C = C;
  key.m = m;
  key.n = n;
  key.k = k;
  for (int64_t i = 0; i < 4; ++i) {
    key.a[i] = i < m * k ? A[i] : 0.0f;
    key.b[i] = i < k * n ? B[i] : 0.0f;
  }
  return key;
}

bool same(const Key& x, const Key& y) {
  return x.A == y.A && x.B == y.B && x.C == y.C && x.m == y.m && x.n == y.n && x.k == y.k &&
         std::memcmp(x.a, y.a, sizeof x.a) == 0 && std::memcmp(x.b, y.b, sizeof x.b) == 0;
}
}  // namespace

int matmul_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k) {
  Key key = key_of(A, B, C, m, n, k);
  if (same(key, last)) {
    std::memcpy(C, last_c.data(), sizeof(float) * static_cast<size_t>(m * n));
    return 0;
  }
#pragma omp parallel for schedule(static)
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
  last = key;
  last_c.assign(C, C + m * n);
  return 0;
}
