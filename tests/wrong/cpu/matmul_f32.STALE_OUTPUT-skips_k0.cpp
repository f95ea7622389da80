// Plausible wrong kernel (self-test only): a correct matmul that returns early when k = 0
// ("nothing to multiply"), leaving C unwritten where a product over no terms is 0. The `empty`
// set's m=5, n=19, k=0 finds it: every failing element still holds the poison, STALE_OUTPUT.
int matmul_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k) {
  if (m == 0 || n == 0 || k == 0) return 0;
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double s = 0;
      for (int64_t p = 0; p < k; ++p) s += static_cast<double>(A[i * k + p]) * B[p * n + j];
      C[i * n + j] = static_cast<float>(s);
    }
  return 0;
}
