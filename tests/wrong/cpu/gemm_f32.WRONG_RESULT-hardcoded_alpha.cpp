// Planted wrong kernel (self-test only): the epilogue scales by the literal 1.5 (the default alpha
// in every listed shape) and only beta is taken from the arguments, as a model that pattern-matched
// the example call might write. Caught by: the drawn set, which draws alpha and beta per case.
int gemm_f32(const float* A, const float* B, const float* C, float* D, int64_t m, int64_t n,
             int64_t k, double alpha, double beta) {
  (void)alpha;
  const float al = 1.5f, be = static_cast<float>(beta);
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
    if (be == 0.0f) {
      for (int64_t j = 0; j < n; ++j) d[j] = al * d[j];
    } else {
      for (int64_t j = 0; j < n; ++j) d[j] = al * d[j] + be * c[j];
    }
  }
  return 0;
}
