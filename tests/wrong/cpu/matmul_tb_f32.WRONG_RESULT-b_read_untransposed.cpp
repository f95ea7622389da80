// Planted wrong kernel (self-test only): C = A @ B.T with B [n, k], but B is indexed as if it were
// stored [k, n] (B[p * n + j] instead of B[j * k + p]), the usual mix-up between matmul and
// matmul_tb. It stays in bounds (p * n + j < k * n) and gives A @ B; every case of the small
// set differs from A @ B.T except the 1 x 1 x 1 one. Caught by: small (3 x 17 x 5).
int matmul_tb_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      float acc = 0.0f;
      for (int64_t p = 0; p < k; ++p) acc += A[i * k + p] * B[p * n + j];  // wrong layout
      C[i * n + j] = acc;
    }
  return 0;
}
