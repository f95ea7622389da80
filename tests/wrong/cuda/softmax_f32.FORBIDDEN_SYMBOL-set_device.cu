// Planted wrong kernel (self-test only): starts with cudaSetDevice(0) "to be sure the right GPU is
// current", copied from single-GPU scripts; on a multi-GPU runner it would move the worker off
// the device the harness bound. Otherwise a correct, max-subtracted softmax.
// Caught by: the symbol policy at the compile stage (device settings are not on the allow-list).
// km-reason: cudaSetDevice
#include <algorithm>
#include <cmath>

namespace {

constexpr int kThreads = 256;

__device__ __forceinline__ float warp_max(float v) {
  for (int off = 16; off > 0; off >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, off));
  return v;
}

__device__ __forceinline__ float warp_sum(float v) {
  for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(0xffffffffu, v, off);
  return v;
}

template <bool kMax>
__device__ float block_reduce(float v, float* red) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  v = kMax ? warp_max(v) : warp_sum(v);
  __syncthreads();
  if (lane == 0) red[warp] = v;
  __syncthreads();
  v = lane < kThreads / 32 ? red[lane] : (kMax ? -INFINITY : 0.0f);
  return kMax ? warp_max(v) : warp_sum(v);
}

__global__ void __launch_bounds__(kThreads)
    softmax_rows(const float* __restrict__ x, float* __restrict__ y, int64_t rows, int64_t cols) {
  __shared__ float red[32];
  for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
    const float* xr = x + r * cols;
    float* yr = y + r * cols;
    float m = -INFINITY;
    for (int64_t j = threadIdx.x; j < cols; j += kThreads) m = fmaxf(m, xr[j]);
    m = block_reduce<true>(m, red);
    float s = 0.0f;
    for (int64_t j = threadIdx.x; j < cols; j += kThreads) s += expf(xr[j] - m);
    const float inv = 1.0f / block_reduce<false>(s, red);
    for (int64_t j = threadIdx.x; j < cols; j += kThreads) yr[j] = expf(xr[j] - m) * inv;
  }
}

}  // namespace

int softmax_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (cudaSetDevice(0) != cudaSuccess) return 1;
  if (rows <= 0 || cols <= 0) return 0;
  const unsigned blocks = static_cast<unsigned>(std::min<int64_t>(rows, 1 << 30));
  softmax_rows<<<blocks, kThreads, 0, stream>>>(x, y, rows, cols);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
