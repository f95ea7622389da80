// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// loss = mean((x - y)^2) over n elements, a scalar. One kernel: a grid-stride loop over float4
// vectors of x and y (scalar loads for the last n % 4 elements, or for all of them if a pointer
// is not 16-byte aligned), with the grid sized to one wave of resident blocks. Each thread keeps
// an fp32 partial sum; the block reduces them with warp shuffles and shared memory, and one
// thread per block adds (block sum) / n to the output with atomicAdd. The output is zeroed on the
// stream first, since the harness leaves garbage there. Indices are 64-bit.
#include <algorithm>

constexpr int kThreads = 256;  // with 2048 / kThreads = 8 resident blocks per SM (full occupancy)

static __device__ __forceinline__ float warp_sum(float v) {
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(0xffffffffu, v, off);
  return v;
}

// Sum over the block (blockDim.x a multiple of 32), returned to every thread. `red` holds 32
// floats of shared memory.
static __device__ __forceinline__ float block_sum(float v, float* red) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  v = warp_sum(v);
  if (lane == 0) red[warp] = v;
  __syncthreads();
  return warp_sum(lane < static_cast<int>(blockDim.x >> 5) ? red[lane] : 0.0f);
}

static __global__ void __launch_bounds__(kThreads, 2048 / kThreads)
    mse_loss_kernel(const float* __restrict__ x, const float* __restrict__ y,
                    float* __restrict__ loss, int64_t n, int64_t nvec) {
  __shared__ float red[32];
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  const int64_t tid = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  const float4* x4 = reinterpret_cast<const float4*>(x);
  const float4* y4 = reinterpret_cast<const float4*>(y);
  float s = 0.0f;
  for (int64_t i = tid; i < nvec; i += stride) {
    const float4 a = x4[i];
    const float4 b = y4[i];
    const float d0 = a.x - b.x, d1 = a.y - b.y, d2 = a.z - b.z, d3 = a.w - b.w;
    s += (d0 * d0 + d1 * d1) + (d2 * d2 + d3 * d3);
  }
  for (int64_t i = nvec * 4 + tid; i < n; i += stride) {
    const float d = x[i] - y[i];
    s += d * d;
  }
  s = block_sum(s, red);
  if (threadIdx.x == 0) atomicAdd(loss, s / static_cast<float>(n));
}

// Enough blocks to cover `items` work items, but at most one wave of resident blocks (2048
// threads per SM); the grid-stride loop covers the rest.
static int grid_for(int64_t items) {
  int dev = 0, sms = 0;
  cudaGetDevice(&dev);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  const int64_t wave = static_cast<int64_t>(std::max(sms, 1)) * (2048 / kThreads);
  return static_cast<int>(std::min((items + kThreads - 1) / kThreads, wave));
}

static bool aligned16(const void* p) {
  return (reinterpret_cast<uintptr_t>(p) & 15) == 0;
}

int mse_loss_f32(const float* x, const float* y, float* loss, int64_t n, cudaStream_t stream) {
  // The mean of no terms is 0 / 0, NaN (as torch's): all-ones bytes are a float NaN.
  if (n <= 0) return cudaMemsetAsync(loss, 0xFF, sizeof(float), stream) != cudaSuccess ? 1 : 0;
  if (cudaMemsetAsync(loss, 0, sizeof(float), stream) != cudaSuccess) return 1;
  const bool aligned = aligned16(x) && aligned16(y);
  const int64_t nvec = aligned ? n / 4 : 0;
  mse_loss_kernel<<<grid_for(nvec > 0 ? nvec : n), kThreads, 0, stream>>>(x, y, loss, n, nvec);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
