// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y[r] = sum_c x[r, c]. One block per row (the grid strides over rows if there are more rows than
// blocks). Threads read the row with coalesced float4 loads when cols % 4 == 0 and x is 16-byte
// aligned (every row then starts aligned), else with scalar loads; each keeps an fp32 partial
// sum, reduced with warp shuffles and then across warps through shared memory. The block size
// follows the row length (about four vectors per thread, one warp up to 1024 threads), so a short
// row gets a single warp.
#include <algorithm>

constexpr int kMaxThreads = 1024;

static __device__ __forceinline__ float warp_sum(float v) {
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(0xffffffffu, v, off);
  return v;
}

// Sum over the block (blockDim.x a multiple of 32), returned to every thread. `red` holds 32
// floats of shared memory; the leading barrier lets the block call this repeatedly.
static __device__ __forceinline__ float block_sum(float v, float* red) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  v = warp_sum(v);
  __syncthreads();
  if (lane == 0) red[warp] = v;
  __syncthreads();
  return warp_sum(lane < static_cast<int>(blockDim.x >> 5) ? red[lane] : 0.0f);
}

static __global__ void __launch_bounds__(kMaxThreads)
    sum_dim_kernel(const float* __restrict__ x, float* __restrict__ y, int64_t rows, int64_t cols,
                   bool vec) {
  __shared__ float red[32];
  for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
    const float* xr = x + r * cols;
    float s = 0.0f;
    if (vec) {
      const float4* xr4 = reinterpret_cast<const float4*>(xr);
      for (int64_t i = threadIdx.x; i < cols / 4; i += blockDim.x) {
        const float4 v = xr4[i];
        s += (v.x + v.y) + (v.z + v.w);
      }
    } else {
      for (int64_t i = threadIdx.x; i < cols; i += blockDim.x) s += xr[i];
    }
    s = block_sum(s, red);
    if (threadIdx.x == 0) y[r] = s;
  }
}

// About four load items per thread, in whole warps, from one warp up to kMaxThreads.
static int row_threads(int64_t items) {
  const int64_t warps = ((items + 3) / 4 + 31) / 32;
  return static_cast<int>(std::min<int64_t>(std::max<int64_t>(warps, 1) * 32, kMaxThreads));
}

static bool aligned16(const void* p) {
  return (reinterpret_cast<uintptr_t>(p) & 15) == 0;
}

int sum_dim_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0) return 0;  // cols = 0 still writes each row its sum over no terms, 0
  const bool vec = cols % 4 == 0 && aligned16(x);
  const int threads = row_threads(vec ? cols / 4 : cols);
  const unsigned blocks = static_cast<unsigned>(std::min<int64_t>(rows, 1 << 30));
  sum_dim_kernel<<<blocks, threads, 0, stream>>>(x, y, rows, cols, vec);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
