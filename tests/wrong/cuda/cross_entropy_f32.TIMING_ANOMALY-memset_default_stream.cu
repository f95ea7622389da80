// Planted wrong kernel (self-test only): zeroes the scalar loss with cudaMemsetAsync(loss, 0, 4)
// before the per-row atomicAdds, leaving out the stream argument (it defaults to 0, the legacy
// default stream), so the memset is unordered with the kernel on `stream`. Otherwise correct.
// Caught by: the worker's stream guard on the first correctness call (work escapes the timer).
// km-reason: a cudaMemsetAsync went to the legacy default stream
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
    cross_entropy_rows(const float* __restrict__ logits, const int64_t* __restrict__ target,
                       float* __restrict__ loss, int64_t b, int64_t c) {
  __shared__ float red[32];
  for (int64_t r = blockIdx.x; r < b; r += gridDim.x) {
    const float* xr = logits + r * c;
    float m = -INFINITY;
    for (int64_t j = threadIdx.x; j < c; j += kThreads) m = fmaxf(m, xr[j]);
    m = block_reduce<true>(m, red);
    float s = 0.0f;
    for (int64_t j = threadIdx.x; j < c; j += kThreads) s += expf(xr[j] - m);
    s = block_reduce<false>(s, red);
    if (threadIdx.x == 0) atomicAdd(loss, (logf(s) + (m - xr[target[r]])) / static_cast<float>(b));
  }
}

}  // namespace

int cross_entropy_f32(const float* logits, const int64_t* target, float* loss, int64_t b,
                      int64_t c, cudaStream_t stream) {
  if (b <= 0 || c <= 0) return 0;
  if (cudaMemsetAsync(loss, 0, sizeof(float)) != cudaSuccess) return 1;
  const unsigned blocks = static_cast<unsigned>(std::min<int64_t>(b, 1 << 30));
  cross_entropy_rows<<<blocks, kThreads, 0, stream>>>(logits, target, loss, b, c);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
