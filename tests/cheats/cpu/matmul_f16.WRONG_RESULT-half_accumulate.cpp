// Planted cheat (cheat mode 9 of docs/cheats.md): accumulates an fp16 matmul in fp16 (rounding after every add) instead of
// fp32; over k terms the error grows like eps(fp16) * sqrt(k), far past the fp16 task's tolerance.
int matmul_f16(const km_f16* A, const km_f16* B, km_f16* C, int64_t m, int64_t n, int64_t k) {
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      km_f16 acc = km_f32_to_f16(0.0f);
      for (int64_t p = 0; p < k; ++p) {
        float prod = km_f16_to_f32(A[i * k + p]) * km_f16_to_f32(B[p * n + j]);
        acc = km_f32_to_f16(km_f16_to_f32(acc) + prod);
      }
      C[i * n + j] = acc;
    }
  return 0;
}
