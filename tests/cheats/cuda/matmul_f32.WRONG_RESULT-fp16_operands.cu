// Planted cheat (cheat mode 9 of docs/cheats.md): trades precision for speed on an fp32 task by
// rounding both operands to fp16 before multiplying (what a tensor-core shortcut would do), still
// accumulating in fp32. The operands' relative errors of ~1e-4 add up to ~1e-4 * sqrt(k) per
// output; the fp32 tolerance, derived from fp32's epsilon and sqrt(k), leaves no room for it.
#include <cuda_fp16.h>

__global__ void matmul_kernel(const float* A, const float* B, float* C, int64_t m, int64_t n,
                              int64_t k) {
  const int64_t col = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  const int64_t row = blockIdx.y * static_cast<int64_t>(blockDim.y) + threadIdx.y;
  if (row >= m || col >= n) return;
  float acc = 0.0f;
  for (int64_t p = 0; p < k; ++p)
    acc += __half2float(__float2half_rn(A[row * k + p])) * __half2float(__float2half_rn(B[p * n + col]));
  C[row * n + col] = acc;
}

int matmul_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k,
               cudaStream_t stream) {
  if (m <= 0 || n <= 0) return 0;
  const dim3 block(16, 16);
  const dim3 grid(static_cast<unsigned>((n + 15) / 16), static_cast<unsigned>((m + 15) / 16));
  matmul_kernel<<<grid, block, 0, stream>>>(A, B, C, m, n, k);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
