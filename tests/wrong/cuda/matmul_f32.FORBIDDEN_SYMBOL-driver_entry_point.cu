// Planted wrong kernel (self-test only): fetches the driver API's cuTensorMapEncodeTiled through
// cudaGetDriverEntryPoint, as Hopper TMA GEMMs do to build tensor maps without linking libcuda
// (the TMA path is left out here; the tiled fallback below is a correct fp32 GEMM).
// Caught by: the symbol policy at the compile stage (the driver API door is not on the allow-list).
// km-reason: cudaGetDriverEntryPoint
namespace {

constexpr int kTile = 16;

__global__ void matmul_tiled(const float* __restrict__ A, const float* __restrict__ B,
                             float* __restrict__ C, int64_t m, int64_t n, int64_t k) {
  __shared__ float As[kTile][kTile];
  __shared__ float Bs[kTile][kTile + 1];
  const int64_t row = blockIdx.y * static_cast<int64_t>(kTile) + threadIdx.y;
  const int64_t col = blockIdx.x * static_cast<int64_t>(kTile) + threadIdx.x;
  float acc = 0.0f;
  for (int64_t p0 = 0; p0 < k; p0 += kTile) {
    const int64_t pa = p0 + threadIdx.x, pb = p0 + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = row < m && pa < k ? A[row * k + pa] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = pb < k && col < n ? B[pb * n + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int q = 0; q < kTile; ++q) acc = fmaf(As[threadIdx.y][q], Bs[q][threadIdx.x], acc);
    __syncthreads();
  }
  if (row < m && col < n) C[row * n + col] = acc;
}

using EncodeTiledFn = int (*)(void*, int, unsigned, void*, const unsigned long long*,
                              const unsigned long long*, const unsigned*, const unsigned*, int, int,
                              int, int);
EncodeTiledFn encode_tiled = nullptr;

}  // namespace

int matmul_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k,
               cudaStream_t stream) {
  if (m <= 0 || n <= 0) return 0;
  if (!encode_tiled) {
    void* fn = nullptr;
    cudaDriverEntryPointQueryResult found;
    if (cudaGetDriverEntryPoint("cuTensorMapEncodeTiled", &fn, cudaEnableDefault, &found) ==
            cudaSuccess &&
        found == cudaDriverEntryPointSuccess)
      encode_tiled = reinterpret_cast<EncodeTiledFn>(fn);
  }
  const dim3 block(kTile, kTile);
  const dim3 grid(static_cast<unsigned>((n + kTile - 1) / kTile),
                  static_cast<unsigned>((m + kTile - 1) / kTile));
  matmul_tiled<<<grid, block, 0, stream>>>(A, B, C, m, n, k);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
