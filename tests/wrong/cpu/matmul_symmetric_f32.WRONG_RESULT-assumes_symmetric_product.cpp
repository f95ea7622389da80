// Planted wrong kernel (self-test only): computes the upper triangle of A @ B and mirrors it,
// as if the product of two symmetric matrices were symmetric (it is not unless they commute).
// Caught by: every case with n > 1.
int matmul_symmetric_f32(const float* A, const float* B, float* C, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = i; j < n; ++j) {
      float acc = 0.0f;
      for (int64_t p = 0; p < n; ++p) acc += A[i * n + p] * B[p * n + j];
      C[i * n + j] = acc;
      C[j * n + i] = acc;
    }
  return 0;
}
