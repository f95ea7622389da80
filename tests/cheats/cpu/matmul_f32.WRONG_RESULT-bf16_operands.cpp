// Planted cheat (cheat mode 9 of docs/cheats.md): trades precision for speed on an fp32 task by rounding both operands to
// bf16 before multiplying (what a tensor-core shortcut would do). The fp32 tolerance, derived from
// fp32's epsilon and sqrt(k), leaves no room for it.
#include <cstring>

static float to_bf16(float v) {
  uint32_t u;
  std::memcpy(&u, &v, 4);
  u = (u + 0x7fffu + ((u >> 16) & 1u)) & 0xffff0000u;
  std::memcpy(&v, &u, 4);
  return v;
}

int matmul_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k) {
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      float acc = 0.0f;
      for (int64_t p = 0; p < k; ++p) acc += to_bf16(A[i * k + p]) * to_bf16(B[p * n + j]);
      C[i * n + j] = acc;
    }
  return 0;
}
