// Planted honest twin (self-test only): a two-kernel cross-entropy that takes a scratch buffer of
// per-row losses from cudaMallocAsync and returns it with cudaFreeAsync on `stream` every call
// (the pool may trim between calls, so some calls pay to map memory again: first calls and
// repeats alike). Caught by: nothing, it must PASS every stage (stream-ordered scratch is allowed).
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

// Block-wide max or sum, returned to every thread; the leading barrier allows back-to-back use.
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

// row_loss[r] = log(sum_j exp(x[r, j] - m)) + (m - x[r, target[r]]), m the row maximum.
__global__ void __launch_bounds__(kThreads)
    row_losses(const float* __restrict__ logits, const int64_t* __restrict__ target,
               float* __restrict__ row_loss, int64_t b, int64_t c) {
  __shared__ float red[32];
  for (int64_t r = blockIdx.x; r < b; r += gridDim.x) {
    const float* xr = logits + r * c;
    float m = -INFINITY;
    for (int64_t j = threadIdx.x; j < c; j += kThreads) m = fmaxf(m, xr[j]);
    m = block_reduce<true>(m, red);
    float s = 0.0f;
    for (int64_t j = threadIdx.x; j < c; j += kThreads) s += expf(xr[j] - m);
    s = block_reduce<false>(s, red);
    if (threadIdx.x == 0) {
      const int64_t t = target[r];
      row_loss[r] = t >= 0 && t < c ? logf(s) + (m - xr[t]) : NAN;
    }
  }
}

// One block: the mean of the row losses, in a fixed order (deterministic).
__global__ void __launch_bounds__(kThreads)
    mean_of(const float* __restrict__ row_loss, float* __restrict__ loss, int64_t b) {
  __shared__ float red[32];
  float s = 0.0f;
  for (int64_t r = threadIdx.x; r < b; r += kThreads) s += row_loss[r];
  s = block_reduce<false>(s, red);
  if (threadIdx.x == 0) *loss = s / static_cast<float>(b);
}

}  // namespace

int cross_entropy_f32(const float* logits, const int64_t* target, float* loss, int64_t b,
                      int64_t c, cudaStream_t stream) {
  // The mean of no row (b = 0, the `empty` set) is 0 / 0, NaN as torch's; so is a row with no class
  // for its target (c = 0). All-ones bytes are a float NaN.
  if (b <= 0 || c <= 0)
    return cudaMemsetAsync(loss, 0xFF, sizeof(float), stream) != cudaSuccess ? 1 : 0;
  float* row_loss = nullptr;
  if (cudaMallocAsync(reinterpret_cast<void**>(&row_loss), static_cast<size_t>(b) * sizeof(float),
                      stream) != cudaSuccess)
    return 1;
  const unsigned blocks = static_cast<unsigned>(std::min<int64_t>(b, 1 << 30));
  row_losses<<<blocks, kThreads, 0, stream>>>(logits, target, row_loss, b, c);
  mean_of<<<1, kThreads, 0, stream>>>(row_loss, loss, b);
  if (cudaFreeAsync(row_loss, stream) != cudaSuccess) return 1;
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
