// Planted wrong kernel (self-test only): keeps each thread's share of the row in a local array and
// raises the device's per-thread stack limit with cudaDeviceSetLimit "so the spill fits", a fix
// models reach for after a stack-size warning; the setting is device-wide and outlives the call.
// Caught by: the symbol policy at the compile stage (device limits are not on the allow-list).
// km-reason: cudaDeviceSetLimit
#include <algorithm>

namespace {

constexpr int kThreads = 256;
constexpr int kPerThread = 64;  // rows up to kThreads * kPerThread = 16384 stay in registers/local

__device__ __forceinline__ float warp_sum(float v) {
  for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(0xffffffffu, v, off);
  return v;
}

__device__ float block_sum(float v, float* red) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  v = warp_sum(v);
  __syncthreads();
  if (lane == 0) red[warp] = v;
  __syncthreads();
  return warp_sum(lane < kThreads / 32 ? red[lane] : 0.0f);
}

__global__ void __launch_bounds__(kThreads)
    layer_norm_rows(const float* __restrict__ x, const float* __restrict__ w,
                    const float* __restrict__ b, float* __restrict__ y, int64_t rows, int64_t d,
                    float eps) {
  __shared__ float red[32];
  float v[kPerThread];
  for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
    const float* xr = x + r * d;
    float* yr = y + r * d;
    float s = 0.0f;
    for (int t = 0; t < kPerThread; ++t) {
      const int64_t j = threadIdx.x + static_cast<int64_t>(t) * kThreads;
      v[t] = j < d ? xr[j] : 0.0f;
      s += v[t];
    }
    // Rows longer than the local array: the rest is summed straight from memory.
    for (int64_t j = threadIdx.x + static_cast<int64_t>(kPerThread) * kThreads; j < d; j += kThreads)
      s += xr[j];
    const float mean = block_sum(s, red) / static_cast<float>(d);
    float q = 0.0f;
    for (int t = 0; t < kPerThread; ++t) {
      const int64_t j = threadIdx.x + static_cast<int64_t>(t) * kThreads;
      if (j < d) q += (v[t] - mean) * (v[t] - mean);
    }
    for (int64_t j = threadIdx.x + static_cast<int64_t>(kPerThread) * kThreads; j < d; j += kThreads)
      q += (xr[j] - mean) * (xr[j] - mean);
    const float rstd = 1.0f / sqrtf(block_sum(q, red) / static_cast<float>(d) + eps);
    for (int64_t j = threadIdx.x; j < d; j += kThreads)
      yr[j] = (xr[j] - mean) * rstd * w[j] + b[j];
  }
}

}  // namespace

int layer_norm_f32(const float* x, const float* w, const float* b, float* y, int64_t rows,
                   int64_t d, double eps, cudaStream_t stream) {
  static bool limit_set = false;
  if (!limit_set) {
    if (cudaDeviceSetLimit(cudaLimitStackSize, 16 * 1024) != cudaSuccess) return 1;
    limit_set = true;
  }
  if (rows <= 0 || d <= 0) return 0;
  const unsigned blocks = static_cast<unsigned>(std::min<int64_t>(rows, 1 << 30));
  layer_norm_rows<<<blocks, kThreads, 0, stream>>>(x, w, b, y, rows, d, static_cast<float>(eps));
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
