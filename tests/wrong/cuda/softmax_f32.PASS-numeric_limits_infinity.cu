// Planted honest twin (self-test only): a correct softmax whose device code starts its running
// maximum at -std::numeric_limits<float>::infinity(), a constexpr host function that device code
// may call only because the build passes --expt-relaxed-constexpr (as PyTorch's load_inline does).
// Caught by: nothing, it must PASS every stage (NaN rows turn NaN through the sum, -inf gives 0).
#include <algorithm>
#include <limits>

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

__global__ void __launch_bounds__(kThreads)
    softmax_rows(const float* __restrict__ x, float* __restrict__ y, int64_t rows, int64_t cols) {
  const float neg_inf = -std::numeric_limits<float>::infinity();  // a host constexpr, called here
  __shared__ float red_max[kThreads / 32], red_sum[kThreads / 32];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
    const float* xr = x + r * cols;
    float* yr = y + r * cols;
    float m = neg_inf;
    for (int64_t j = threadIdx.x; j < cols; j += kThreads) m = fmaxf(m, xr[j]);
    m = warp_max(m);
    if (lane == 0) red_max[warp] = m;
    __syncthreads();
    m = warp_max(lane < kThreads / 32 ? red_max[lane] : neg_inf);
    float s = 0.0f;
    for (int64_t j = threadIdx.x; j < cols; j += kThreads) s += expf(xr[j] - m);
    s = warp_sum(s);
    if (lane == 0) red_sum[warp] = s;
    __syncthreads();
    const float inv = 1.0f / warp_sum(lane < kThreads / 32 ? red_sum[lane] : 0.0f);
    for (int64_t j = threadIdx.x; j < cols; j += kThreads) yr[j] = expf(xr[j] - m) * inv;
    __syncthreads();  // red_max / red_sum are rewritten for the next row
  }
}

}  // namespace

int softmax_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0 || cols <= 0) return 0;
  const unsigned blocks = static_cast<unsigned>(std::min<int64_t>(rows, 1 << 30));
  softmax_rows<<<blocks, kThreads, 0, stream>>>(x, y, rows, cols);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
