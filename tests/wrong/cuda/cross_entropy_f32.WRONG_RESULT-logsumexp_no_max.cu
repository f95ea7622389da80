// Planted wrong kernel (self-test only): loss = mean(log(sum exp(x)) - x[target]) straight from
// the definition, with no row maximum subtracted; exp overflows past 88.7, and for rows of one or
// two classes log(sum exp) - x[t] cancels to rounding noise. Caught by: the tolerance, at the
// latest on the `large` variant (logits ~ N(0, 200): inf loss), possibly first on a drawn c <= 2 row.
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

// row_loss[r] = log(sum_j exp(x[r, j])) - x[r, target[r]]
__global__ void __launch_bounds__(kThreads)
    row_losses(const float* __restrict__ logits, const int64_t* __restrict__ target,
               float* __restrict__ row_loss, int64_t b, int64_t c) {
  __shared__ float red[32];
  for (int64_t r = blockIdx.x; r < b; r += gridDim.x) {
    const float* xr = logits + r * c;
    float s = 0.0f;
    for (int64_t j = threadIdx.x; j < c; j += kThreads) s += expf(xr[j]);
    s = block_sum(s, red);
    if (threadIdx.x == 0) row_loss[r] = logf(s) - xr[target[r]];
  }
}

__global__ void __launch_bounds__(kThreads)
    mean_of(const float* __restrict__ row_loss, float* __restrict__ loss, int64_t b) {
  __shared__ float red[32];
  float s = 0.0f;
  for (int64_t r = threadIdx.x; r < b; r += kThreads) s += row_loss[r];
  s = block_sum(s, red);
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
  cudaFreeAsync(row_loss, stream);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
