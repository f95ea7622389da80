// Planted wrong kernel (self-test only): triu(A @ B) with the inner sum over p in [i, j) instead of
// [i, j], so B's diagonal never enters (an off-by-one in the triangular bound). Caught by: every
// case with n > 1 (the inputs' diagonals are drawn like every other element).
int matmul_triu_f32(const float* A, const float* B, float* C, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j) {
      float acc = 0.0f;
      for (int64_t p = i; p < j; ++p) acc += A[i * n + p] * B[p * n + j];
      C[i * n + j] = acc;
    }
  return 0;
}
