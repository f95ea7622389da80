// Planted wrong kernel (self-test only): softmax as exp(x) / sum(exp(x)) without subtracting the
// row maximum, the textbook formula; fine for N(0, 1) logits, but exp overflows fp32 past 88.7.
// Caught by: the `large` input variant (logits ~ N(0, 200)): inf / inf gives NaN where the
// reference is finite ("NaN/Inf positions differ" is a WRONG_RESULT).
#include <algorithm>

namespace {

constexpr int kThreads = 256;

__device__ __forceinline__ float warp_sum(float v) {
  for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(0xffffffffu, v, off);
  return v;
}

__global__ void __launch_bounds__(kThreads)
    softmax_rows(const float* __restrict__ x, float* __restrict__ y, int64_t rows, int64_t cols) {
  __shared__ float red[32];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
    const float* xr = x + r * cols;
    float* yr = y + r * cols;
    float s = 0.0f;
    for (int64_t j = threadIdx.x; j < cols; j += kThreads) s += expf(xr[j]);
    s = warp_sum(s);
    __syncthreads();
    if (lane == 0) red[warp] = s;
    __syncthreads();
    const float inv = 1.0f / warp_sum(lane < kThreads / 32 ? red[lane] : 0.0f);
    for (int64_t j = threadIdx.x; j < cols; j += kThreads) yr[j] = expf(xr[j]) * inv;
  }
}

}  // namespace

int softmax_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0 || cols <= 0) return 0;
  const unsigned blocks = static_cast<unsigned>(std::min<int64_t>(rows, 1 << 30));
  softmax_rows<<<blocks, kThreads, 0, stream>>>(x, y, rows, cols);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
