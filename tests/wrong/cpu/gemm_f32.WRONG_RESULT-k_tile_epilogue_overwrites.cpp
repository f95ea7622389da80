// Planted wrong kernel (self-test only): the product is blocked over 1024-wide k tiles and the
// alpha / beta epilogue is fused into each tile's store, D = alpha * acc + beta * C, so each tile
// overwrites the one before: only the last k tile counts. Listed shapes stop at k = 1000. Caught
// by: the held-out set (k = 2051).
namespace {
constexpr int64_t kKc = 1024, kNb = 64;
}

int gemm_f32(const float* A, const float* B, const float* C, float* D, int64_t m, int64_t n,
             int64_t k, double alpha, double beta) {
  const float al = static_cast<float>(alpha), be = static_cast<float>(beta);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    const float* a = A + i * k;
    const float* c = C + i * n;
    float* d = D + i * n;
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
        for (int64_t j = 0; j < nb; ++j)
          d[j0 + j] = be == 0.0f ? al * acc[j] : al * acc[j] + be * c[j0 + j];
      }
    }
  }
  return 0;
}
