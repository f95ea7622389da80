// Planted wrong kernel (self-test only): the per-batch offset of B reuses A's stride (m * k)
// instead of k * n, a copy-paste slip invisible whenever m == n (square batches) or batch == 1.
// Caught by: the small set (batch = 3, m = 5, n = 17).
int bmm_f32(const float* A, const float* B, float* C, int64_t batch, int64_t m, int64_t n,
            int64_t k) {
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t bt = 0; bt < batch; ++bt)
    for (int64_t i = 0; i < m; ++i) {
      const float* a = A + bt * m * k + i * k;
      const float* bm = B + bt * m * k;  // should be bt * k * n
      float* c = C + bt * m * n + i * n;
      for (int64_t j = 0; j < n; ++j) c[j] = 0.0f;
      for (int64_t q = 0; q < k; ++q) {
        const float av = a[q];
#pragma omp simd
        for (int64_t j = 0; j < n; ++j) c[j] += av * bm[q * n + j];
      }
    }
  return 0;
}
