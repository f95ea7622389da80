// Planted wrong kernel (self-test only): a row maximum reduced with fmaxf everywhere (per thread,
// across the warp, across warps), which silently skips NaN; torch.amax returns NaN for a row
// holding one. +-inf are handled right. Caught by: the `nan` input variant (small and drawn):
// NaN positions differ.
// km-reason: expected nan, got
#include <algorithm>
#include <cmath>

namespace {

constexpr int kThreads = 256;

__device__ __forceinline__ float warp_max(float v) {
  for (int off = 16; off > 0; off >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, off));
  return v;
}

__global__ void __launch_bounds__(kThreads)
    row_max(const float* __restrict__ x, float* __restrict__ y, int64_t rows, int64_t cols) {
  __shared__ float red[kThreads / 32];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
    const float* xr = x + r * cols;
    float m = -INFINITY;
    for (int64_t j = threadIdx.x; j < cols; j += kThreads) m = fmaxf(m, xr[j]);
    m = warp_max(m);
    __syncthreads();
    if (lane == 0) red[warp] = m;
    __syncthreads();
    if (warp == 0) {
      m = warp_max(lane < kThreads / 32 ? red[lane] : -INFINITY);
      if (lane == 0) y[r] = m;
    }
  }
}

}  // namespace

int max_dim_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0 || cols <= 0) return 0;
  const unsigned blocks = static_cast<unsigned>(std::min<int64_t>(rows, 1 << 30));
  row_max<<<blocks, kThreads, 0, stream>>>(x, y, rows, cols);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
