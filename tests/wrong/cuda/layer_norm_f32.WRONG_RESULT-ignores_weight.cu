// Planted wrong kernel (self-test only): normalizes and adds the bias but never multiplies by the
// weight w, the slip of a model that writes "(x - mean) * rstd + b" from memory of a norm without
// elementwise affine (w is uniform in [0.5, 1.5], so outputs are off by up to 50%).
// Caught by: the tolerance on small (rows = 3, d = 17; d = 1 passes since x - mean is 0 there).
#include <algorithm>

namespace {

constexpr int kThreads = 256;

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
  (void)w;
  __shared__ float red[32];
  for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
    const float* xr = x + r * d;
    float* yr = y + r * d;
    float s = 0.0f;
    for (int64_t j = threadIdx.x; j < d; j += kThreads) s += xr[j];
    const float mean = block_sum(s, red) / static_cast<float>(d);
    float q = 0.0f;
    for (int64_t j = threadIdx.x; j < d; j += kThreads) q += (xr[j] - mean) * (xr[j] - mean);
    const float rstd = rsqrtf(block_sum(q, red) / static_cast<float>(d) + eps);
    for (int64_t j = threadIdx.x; j < d; j += kThreads) yr[j] = (xr[j] - mean) * rstd + b[j];
  }
}

}  // namespace

int layer_norm_f32(const float* x, const float* w, const float* b, float* y, int64_t rows,
                   int64_t d, double eps, cudaStream_t stream) {
  if (rows <= 0 || d <= 0) return 0;
  const unsigned blocks = static_cast<unsigned>(std::min<int64_t>(rows, 1 << 30));
  layer_norm_rows<<<blocks, kThreads, 0, stream>>>(x, w, b, y, rows, d, static_cast<float>(eps));
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
