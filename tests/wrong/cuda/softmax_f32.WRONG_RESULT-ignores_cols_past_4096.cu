// Planted wrong kernel (self-test only): stages the row in 16 KiB of shared memory (4096 floats)
// and clamps the row length to it, sized for "vocabularies up to 4096"; columns past 4096 are left
// out of the max and the sum, and never written. Every small row fits (cols <= 1000).
// Caught by: the tolerance on heldout (3 x 32771: the first 4096 columns come out ~8x too large).
#include <algorithm>
#include <cmath>

namespace {

constexpr int kThreads = 256;
constexpr int kMaxCols = 4096;

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
  __shared__ float row[kMaxCols];
  __shared__ float red[32];
  const int n = static_cast<int>(cols < kMaxCols ? cols : kMaxCols);
  for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
    const float* xr = x + r * cols;
    float* yr = y + r * cols;
    float m = -INFINITY;
    for (int j = threadIdx.x; j < n; j += kThreads) {
      row[j] = xr[j];
      m = fmaxf(m, row[j]);
    }
    m = block_reduce<true>(m, red);
    float s = 0.0f;
    for (int j = threadIdx.x; j < n; j += kThreads) {
      row[j] = expf(row[j] - m);
      s += row[j];
    }
    const float inv = 1.0f / block_reduce<false>(s, red);
    for (int j = threadIdx.x; j < n; j += kThreads) yr[j] = row[j] * inv;
    __syncthreads();  // row is rewritten for the next row
  }
}

}  // namespace

int softmax_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0 || cols <= 0) return 0;
  const unsigned blocks = static_cast<unsigned>(std::min<int64_t>(rows, 1 << 30));
  softmax_rows<<<blocks, kThreads, 0, stream>>>(x, y, rows, cols);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
