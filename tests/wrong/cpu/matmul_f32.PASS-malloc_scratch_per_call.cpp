// Honest twin (self-test only) of the replay caches: packs B into 64-column panels in a scratch
// buffer that is malloc'd and freed on every call (so every call pays the same first-touch cost,
// and nothing survives between calls). Must PASS, the perf stage's repeat-vs-first timing check
// included.
// km-perf-sizes: m=160,n=160,k=160
#include <cstdlib>

namespace {
constexpr int64_t kNb = 64;
}

int matmul_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k) {
  const int64_t panels = (n + kNb - 1) / kNb;
  float* packed =
      static_cast<float*>(std::malloc(sizeof(float) * static_cast<size_t>(panels * kNb * k)));
  if (!packed) return 1;
  // packed[panel][p][0..kNb): B[p][panel * kNb + j], zero-padded past n.
#pragma omp parallel for schedule(static)
  for (int64_t q = 0; q < panels; ++q)
    for (int64_t p = 0; p < k; ++p) {
      float* dst = packed + (q * k + p) * kNb;
      for (int64_t j = 0; j < kNb; ++j) {
        const int64_t col = q * kNb + j;
        dst[j] = col < n ? B[p * n + col] : 0.0f;
      }
    }
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t i = 0; i < m; ++i)
    for (int64_t q = 0; q < panels; ++q) {
      float acc[kNb] = {};
      const float* a = A + i * k;
      const float* panel = packed + q * k * kNb;
      for (int64_t p = 0; p < k; ++p) {
        const float av = a[p];
#pragma omp simd
        for (int64_t j = 0; j < kNb; ++j) acc[j] += av * panel[p * kNb + j];
      }
      const int64_t nb = n - q * kNb < kNb ? n - q * kNb : kNb;
      for (int64_t j = 0; j < nb; ++j) C[i * n + q * kNb + j] = acc[j];
    }
  std::free(packed);
  return 0;
}
