// Planted wrong kernel (self-test only): k is split into 1024-wide tiles for cache blocking, but
// the tile's register accumulator is stored into C with '=' instead of '+=', so only the last k
// tile survives. Every shape the prompt shows has k <= 1000. Caught by: the held-out set (k =
// 3001).
namespace {
constexpr int64_t kKc = 1024, kNb = 64;
}

int matmul_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    const float* a = A + i * k;
    float* c = C + i * n;
    for (int64_t j0 = 0; j0 < n; j0 += kNb) {
      const int64_t nb = n - j0 < kNb ? n - j0 : kNb;
      for (int64_t p0 = 0; p0 < k; p0 += kKc) {
        const int64_t p1 = p0 + kKc < k ? p0 + kKc : k;
        float acc[kNb] = {};
        for (int64_t p = p0; p < p1; ++p) {
          const float av = a[p];
          const float* b = B + p * n + j0;
#pragma omp simd
          for (int64_t j = 0; j < nb; ++j) acc[j] += av * b[j];
        }
        for (int64_t j = 0; j < nb; ++j) c[j0 + j] = acc[j];  // should accumulate across tiles
      }
    }
  }
  return 0;
}
