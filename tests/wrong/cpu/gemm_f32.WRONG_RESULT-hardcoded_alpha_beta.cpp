// Planted wrong kernel (self-test only): both scalars are the literals of the example call, D = 1.5
// * (A @ B) - 0.5 * C, ignoring the alpha / beta arguments. Caught by: the small set's fourth
// shape, which overrides beta to 0 (before any drawn case).
int gemm_f32(const float* A, const float* B, const float* C, float* D, int64_t m, int64_t n,
             int64_t k, double alpha, double beta) {
  (void)alpha;
  (void)beta;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    float* d = D + i * n;
    for (int64_t j = 0; j < n; ++j) d[j] = 0.0f;
    for (int64_t p = 0; p < k; ++p) {
      const float a = A[i * k + p];
      const float* b = B + p * n;
#pragma omp simd
      for (int64_t j = 0; j < n; ++j) d[j] += a * b[j];
    }
    const float* c = C + i * n;
    for (int64_t j = 0; j < n; ++j) d[j] = 1.5f * d[j] - 0.5f * c[j];
  }
  return 0;
}
